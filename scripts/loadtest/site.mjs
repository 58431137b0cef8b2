// What the simulated people find on the site before the clock starts (read through the API, as a
// client would): the kits in stock, the published posts, the posts an admin sees first (the only
// ones the admins pin, so one page of the list shows every pin at once), and the orders already there.
import { LIST_PAGE_SIZE, MAX_PINNED_POSTS } from "./rules.mjs";
import { listAll } from "./client.mjs";

export async function readSite(client, admin) {
  const auth = { token: admin.token };
  const { data: catalogue } = await client.request("products", "/api/products");
  const products = catalogue.products.filter((product) => product.inStock);
  const published = await listAll(client, "/api/blogs", "blogs", {});
  const every = await listAll(client, "/api/blogs", "blogs", auth);
  const orders = await listAll(client, "/api/orders", "orders", auth);
  const pinnable = every.slice(0, LIST_PAGE_SIZE).map((blog) => blog.id);
  const pinned = every.filter((blog) => blog.pinned).map((blog) => blog.id);
  if (pinned.length > MAX_PINNED_POSTS || pinned.some((id) => !pinnable.includes(id)))
    throw new Error(`The data set must start with at most ${MAX_PINNED_POSTS} pinned posts, all on the first page of the list.`);
  return {
    products,
    posts: published.map(({ id, slug }) => ({ id, slug })),
    pinnable,
    pinned: new Set(pinned),
    ordersBefore: new Set(orders.map((order) => order.id)),
  };
}
