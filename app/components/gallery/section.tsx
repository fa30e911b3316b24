// A section of the component gallery (app/routes/dev-design.tsx) and its small label.
import type { ReactNode } from "react";

export function Section({ id, title, children, note }: { id: string; title: string; note?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} data-gallery={id} aria-labelledby={`${id}-title`} className="flex flex-col gap-5 border-t border-line py-10 first:border-t-0">
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="font-title text-h2">
          {title}
        </h2>
        {note && <p className="max-w-prose text-small text-ink-muted">{note}</p>}
      </div>
      {children}
    </section>
  );
}

export const Label = ({ children }: { children: ReactNode }) => <p className="vt-eyebrow">{children}</p>;
