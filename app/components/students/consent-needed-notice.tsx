import { Link } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { plural } from "~/lib/counts";

/** The roster's count of students with no parent's consent in force (counted up to 1,000), and a link to them. */
export function ConsentNeededNotice({ count, href }: { count: number; href: string }) {
  return (
    <p
      role="status"
      className="flex flex-wrap items-center gap-x-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <Icon name="circle-alert" className="size-4 shrink-0" />
      <span>
        <strong>{count > 1000 ? "1,000+ students need" : plural(count, "student needs", "students need")}</strong> a parent's consent:
        record it from each student's page.
      </span>
      <Link to={href} className="font-semibold underline">
        Show them
      </Link>
    </p>
  );
}
