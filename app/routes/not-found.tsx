// Any address no route knows: the 404 page inside the layout (status 404).
import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
