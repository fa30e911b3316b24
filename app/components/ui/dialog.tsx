// Dialog and Sheet: the native <dialog> opened with showModal(), so the browser makes the page
// behind inert (no Tab, no click, no screen-reader reading reaches it) and Escape closes it.
// On top of that:
// - on open, focus goes to `initialFocus` (the first meaningful field or choice) or else to the
//   heading, never to the close button or the page's body;
// - on close (Escape, the close button, a click on the backdrop, or `open` turning false), focus
//   returns to what opened it (or to `returnFocus`), and `onClose` is called once;
// - header and footer are plain <div>s: the page keeps its one banner and one contentinfo;
// - a control removed under the focus hands it to the heading, never to the page's body;
// - the page behind does not scroll while it is open.
// A Dialog is a card in the middle of the screen. A Sheet slides from the bottom on phones and is a
// side panel (or a centred dialog) on desktops: for choosers, carts and multi-step flows.
import { X } from "./icons";
import { useEffect, useId, useRef, type CSSProperties, type ReactNode, type RefObject } from "react";
import { focusLost, focusPageHeading } from "../../lib/focus";
import { useT } from "../../lib/use-t";
import { IconButton } from "./button";
import { cx } from "./cx";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** The elements Tab stops on, in order: not hidden, not tabIndex -1, one radio per group. */
function tabStops(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => {
    if (el.tabIndex < 0 || el.getClientRects().length === 0) return false;
    if (el instanceof HTMLInputElement && el.type === "radio" && el.name) {
      const group = Array.from(root.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(el.name)}"]`));
      const checked = group.find((r) => r.checked);
      return checked ? checked === el : group.find((r) => !r.disabled) === el;
    }
    return true;
  });
}

export interface ModalProps {
  open: boolean;
  /** called once whenever the dialog closes, however it was closed */
  onClose: () => void;
  title: ReactNode;
  /** a sentence under the title, read with it when the dialog opens */
  description?: ReactNode;
  children?: ReactNode;
  /** the actions, pinned at the bottom (a StickyActionBar with placement="dialog", or buttons) */
  footer?: ReactNode;
  /** what takes the focus on open; the heading when not given */
  initialFocus?: RefObject<HTMLElement | null>;
  /** where focus goes on close; the element that had it on open when not given */
  returnFocus?: RefObject<HTMLElement | null>;
  /** a click on the backdrop closes (not for a form the visitor could lose) */
  dismissible?: boolean;
  /** CSS width on desktops, e.g. '40rem' */
  width?: string;
  closeLabel?: string;
  id?: string;
  testId?: string;
  className?: string;
}

function Modal({
  kind,
  desktop,
  open,
  onClose,
  title,
  description,
  children,
  footer,
  initialFocus,
  returnFocus,
  dismissible = true,
  width,
  closeLabel,
  id,
  testId,
  className,
}: ModalProps & { kind: "dialog" | "sheet"; desktop?: "side" | "center" }) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const wantsOpen = useRef(open);
  const pressedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const uid = useId();
  const titleId = `${uid}-title`;
  const descriptionId = `${uid}-description`;

  useEffect(() => {
    wantsOpen.current = open;
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      (initialFocus?.current ?? heading.current)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  // A control that disappears under the focus (emptying the basket removes its buttons) would drop
  // the focus to the page's body, where a screen reader loses its place: it goes to the heading.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const observer = new MutationObserver(() => {
      if (dialog.open && (document.activeElement === null || document.activeElement === document.body)) heading.current?.focus();
    });
    observer.observe(dialog, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  // The native close event: Escape, dialog.close(), a form with method="dialog".
  const handleClose = () => {
    const target = returnFocus?.current ?? opener.current;
    if (target?.isConnected && target !== document.body) target.focus();
    // Opened by the page itself (a popup on arrival, a booking step from a link or a reload), or
    // its opener gone: the page's title takes the focus rather than the body. Focus already moved
    // on outside (a link in the dialog led to another page) stays where it is.
    else if (focusLost() || ref.current?.contains(document.activeElement)) focusPageHeading();
    if (wantsOpen.current) {
      wantsOpen.current = false;
      onCloseRef.current();
    }
  };

  // The browser keeps the page behind out of reach; Tab at the last control comes back to the first
  // (instead of leaving for the browser's own toolbar), Shift+Tab at the first goes to the last.
  const trapTab = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = tabStops(event.currentTarget);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === heading.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      onKeyDown={trapTab}
      id={id}
      data-testid={testId}
      data-modal=""
      data-kind={kind}
      data-desktop={kind === "sheet" ? (desktop ?? "side") : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={handleClose}
      onPointerDown={(e) => (pressedOnBackdrop.current = e.target === e.currentTarget)}
      onClick={(e) => {
        if (dismissible && pressedOnBackdrop.current && e.target === e.currentTarget) ref.current?.close();
        pressedOnBackdrop.current = false;
      }}
      style={width ? ({ "--vt-dialog-width": width } as CSSProperties) : undefined}
      className={cx("vt-modal", className)}
    >
      <div className={cx("flex shrink-0 items-start gap-3 px-5 pt-5 pb-3 md:px-6 md:pt-6", kind === "sheet" && "pt-3")}>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {kind === "sheet" && <span aria-hidden="true" className="mx-auto mb-2 h-1 w-10 shrink-0 rounded-pill bg-line-strong md:hidden" />}
          <h2 ref={heading} id={titleId} tabIndex={-1} className="font-title text-h2">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="text-small text-ink-muted">
              {description}
            </p>
          )}
        </div>
        <IconButton icon={X} label={closeLabel ?? t("ui.close")} onClick={() => ref.current?.close()} className="-mr-2 -mt-1" data-testid="dialog-close" />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pb-5 md:px-6 md:pb-6">{children}</div>
      {footer && (
        <div className="flex shrink-0 flex-wrap items-center justify-end gap-3 border-t border-line bg-page px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))] md:px-6">
          {footer}
        </div>
      )}
    </dialog>
  );
}

/** A centred modal dialog: a question, a confirmation, a short form. */
export function Dialog(props: ModalProps) {
  return <Modal kind="dialog" {...props} />;
}

/** A sheet: from the bottom on phones; on desktops a side panel (`desktop="side"`) or a centred dialog. */
export function Sheet({ desktop = "side", ...props }: ModalProps & { desktop?: "side" | "center" }) {
  return <Modal kind="sheet" desktop={desktop} {...props} />;
}
