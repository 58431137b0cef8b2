import { pageNotFound } from "~/lib/http.server";

// Every path no page serves: the site layout's boundary shows 'Oops! Page not found' with status 404.
export function loader(): never {
  throw pageNotFound();
}

export default function NotFound() {
  return null;
}
