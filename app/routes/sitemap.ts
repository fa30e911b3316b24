// Not built yet: answers 404 until the storefront-shell issue delivers it.
export function loader() {
  return new Response("Not Found", { status: 404 });
}
