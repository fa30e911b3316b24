// Not built yet: answers 404 until its issue delivers the page.
import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotYetBuilt() {
  return null;
}
