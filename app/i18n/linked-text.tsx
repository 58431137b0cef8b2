import { Link } from "@remix-run/react";
import { withLink } from "./translate";

/** A translated sentence with a link where the language puts it ("Please <link>contact us</link>."). */
export function LinkedText({ text, to, className }: { text: string; to: string; className: string }) {
  const [before, inside, after] = withLink(text);
  return (
    <>
      {before}
      <Link to={to} className={className}>
        {inside}
      </Link>
      {after}
    </>
  );
}
