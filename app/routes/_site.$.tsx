import type { MetaFunction } from "@remix-run/cloudflare";
import { SITE_NAME } from "~/lib/site";

export const meta: MetaFunction = () => [{ title: `Page not found | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];

// Every path no page serves: the site layout's boundary shows 'Oops! Page not found' with status 404.
export function loader(): never {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}
