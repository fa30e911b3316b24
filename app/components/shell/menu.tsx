// A small disclosure menu on <details>: opens and closes with the keyboard and without any
// script; with script, Escape and a click elsewhere close it too (useMenusDismiss).
import { useEffect, type ReactNode } from "react";

export function MenuDisclosure({
  label,
  summary,
  children,
  align = "right",
  up = false,
  className = "",
  testId,
  onOpen,
  srLabel = false,
}: {
  label: string;
  summary: ReactNode;
  children: ReactNode;
  align?: "left" | "right";
  up?: boolean;
  className?: string;
  testId?: string;
  onOpen?: () => void;
  /** the summary shows only an icon: name it for screen readers */
  srLabel?: boolean;
}) {
  return (
    <details className={`group relative ${className}`} data-menu="" data-testid={testId}>
      {/* Enter, Space and clicks all arrive as a click on the summary, before it opens. */}
      <summary
        onClick={(e) => !(e.currentTarget.parentElement as HTMLDetailsElement).open && onOpen?.()}
        className="vt-menu-summary"
      >
        {summary}
        {srLabel && <span className="sr-only">{label}</span>}
      </summary>
      <div
        className={`vt-menu-panel ${align === "right" ? "right-0" : "left-0"} ${up ? "bottom-full mb-2" : "top-full mt-2"}`}
      >
        {children}
      </div>
    </details>
  );
}

/** An entry of a menu's list: a roomy row with a soft hover. */
export const MENU_ITEM = "vt-menu-item";

/** Close open menus on Escape (focus back on their button), on a click outside them, or when the focus leaves them (Tab past the last entry). */
export function useMenusDismiss() {
  useEffect(() => {
    const openMenus = () => Array.from(document.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]"));
    const onClick = (e: MouseEvent) => {
      for (const d of openMenus()) if (!d.contains(e.target as Node)) d.open = false;
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      for (const d of openMenus()) {
        d.open = false;
        d.querySelector("summary")?.focus();
      }
    };
    const onFocus = (e: FocusEvent) => {
      for (const d of openMenus()) if (!d.contains(e.target as Node)) d.open = false;
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("focusin", onFocus);
    };
  }, []);
}

/** Close the menus after following one of their links (client navigation keeps the page). */
export function closeMenus() {
  document.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]").forEach((d) => (d.open = false));
}
