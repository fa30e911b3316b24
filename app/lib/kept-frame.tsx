// The frame's two groups (decision 309): on the server, a group already drawn for this page's
// frame key is spliced as the HTML React made of it then; otherwise, and always in the browser,
// its components are drawn. Hydration walks the document, not the server's props, and `useId`
// follows a component's place in the tree, which the group's element keeps either way: the
// browser takes a spliced group as it takes a drawn one.
import { createContext, useContext, type ReactNode } from "react";
import type { FrameGroups } from "../../contract/page-context";

export const KeptFrameContext = createContext<FrameGroups | null>(null);

/** the opening tag React writes for a group (app/lib/kept-frame.server.ts finds it by this) */
export const groupOpening = (name: keyof FrameGroups) => `<div data-frame="${name}" class="contents">`;

export function FrameGroup({ name, children }: { name: keyof FrameGroups; children: ReactNode }) {
  const kept = useContext(KeptFrameContext);
  if (kept) return <div data-frame={name} className="contents" dangerouslySetInnerHTML={{ __html: kept[name] }} />;
  return (
    <div data-frame={name} className="contents">
      {children}
    </div>
  );
}
