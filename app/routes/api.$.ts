import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

// Any /api path no route serves: a JSON 404, whatever the method (never the HTML 404 page).
function apiNotFound({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  return Response.json({ success: false, message: `No API endpoint at ${request.method} ${pathname}.` }, { status: 404 });
}

export const loader = apiNotFound;
export const action = apiNotFound;
