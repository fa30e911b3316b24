// Any address no route knows: the 404 page inside the layout (status 404).
import { notFound } from "../lib/not-found";

export function loader() {
  notFound();
}

export default function NotFound() {
  return null;
}
