// Every path no page serves: the site layout's boundary shows 'Oops! Page not found' with status 404.
export function loader(): never {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}
