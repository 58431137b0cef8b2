import encodeQR from "qr";

/**
 * A QR code of `text` as an SVG document, drawn here on the server by `qr` (paulmillr/qr: no
 * dependencies, no network, plain JavaScript, so it runs on Workers), dark modules on a white
 * square with the quiet zone scanners need. Server-only: the library never reaches the browser.
 */
export function qrSvg(text: string): string {
  const svg = encodeQR(text, "svg", { ecc: "medium", border: 4 });
  return svg
    .replace(/^<svg /, '<svg shape-rendering="crispEdges" ')
    .replace(/(<svg[^>]*>)/, '$1<rect width="100%" height="100%" fill="#fff"/>');
}
