import { useNavigate } from "@remix-run/react";
import { Icon } from "~/components/icon";
import { useToast } from "~/components/toast";
import { Button } from "~/components/ui/button";
import { reorderIntoCart } from "~/components/orders/reorder";
import { courseName } from "~/lib/courses";
import { formatPublishedDate } from "~/lib/dates";
import { formatRupees } from "~/lib/gst";
import { plural } from "~/lib/counts";
import type { CentreLevelKits, LevelKitStudent } from "~/services/level-kits.server";

/** One centre: who needs which level's kit and when, the kits counted, and "Order these kits" (into the cart, then the catalogue). */
/** "started Level 3 on 27 Nov 2026", "ready for Level 4 since 3 Aug 2026" or "ready for Level 4 from 12 Dec 2026". */
function whenText(student: LevelKitStudent, today: string) {
  const day = formatPublishedDate(student.on);
  if (student.reason === "started") return `started Level ${student.level} on ${day}`;
  return `ready for Level ${student.level} ${student.on <= today ? "since" : "from"} ${day}`;
}

export function CentreLevelKitsCard({ centre, userId, today }: { centre: CentreLevelKits; userId: string; today: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const orderable = centre.kits.filter((kit) => kit.inStock);
  const headingId = `level-kits-${centre.centreId}`;
  function order() {
    const lines = orderable.map((kit) => ({ productId: kit.productId, qty: kit.quantity }));
    const { added } = reorderIntoCart(userId, lines, new Set(orderable.map((kit) => kit.productId)));
    toast({
      title: "Added to cart",
      description: `${plural(added, "kit")} for ${centre.centreName} are in your cart.`,
      variant: "success",
    });
    navigate("/kit-ordering");
  }
  const { withoutKit } = centre;
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={headingId} className="text-xl font-bold text-brand-900">
          {centre.centreName}
        </h2>
        {orderable.length ? (
          <Button onClick={order}>
            <Icon name="shopping-cart" className="size-4" /> Order these kits<span className="sr-only"> for {centre.centreName}</span>
          </Button>
        ) : null}
      </div>
      {centre.kits.length ? (
        <ul aria-label={`Kits for ${centre.centreName}`} className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {centre.kits.map((kit) => (
            <li key={kit.productId} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
              <span>
                <span className="font-semibold text-slate-900">{kit.name}</span>{" "}
                <span className="text-sm text-slate-600">({kit.levels.join(", ")})</span>
                {kit.inStock ? null : <span className="ml-2 text-sm font-semibold text-amber-800">Out of stock</span>}
              </span>
              <span className="text-sm text-slate-700">
                <span className="font-bold text-slate-900">× {kit.quantity}</span> · {formatRupees(kit.price * kit.quantity)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {withoutKit ? (
        <p className="text-sm text-amber-800">
          {withoutKit === 1 ? "1 student needs" : `${withoutKit} students need`} a level whose kit the programme does not name yet: ask us
          which kit to order.
        </p>
      ) : null}
      <details className="group">
        <summary className="min-h-10 cursor-pointer py-2 font-semibold text-brand-700">
          Who needs them ({plural(centre.students.length + centre.more, "student")})
        </summary>
        <ul className="mt-2 space-y-1 text-sm text-slate-700">
          {centre.students.map((student) => (
            <li key={`${student.id}-${student.level}`}>
              <span className="font-semibold text-slate-900">{student.name}</span> · {courseName(student.course)}:{" "}
              {whenText(student, today)}
            </li>
          ))}
          {centre.more ? <li>and {plural(centre.more, "more student")}</li> : null}
        </ul>
      </details>
    </section>
  );
}
