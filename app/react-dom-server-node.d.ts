// React's renderer for Node, as its package exports it ("react-dom/server.node"), typed by the
// declarations of "react-dom/server" (which resolves to the browser renderer under workerd).
declare module "react-dom/server.node" {
  export { renderToPipeableStream } from "react-dom/server";
}
