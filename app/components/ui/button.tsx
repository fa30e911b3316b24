// Button: primary (one per screen: the next step), secondary, quiet (tertiary actions), danger
// (destructive, after a confirmation). Sizes sm (dense rows), md (default, 48 px), lg (the main call
// to action on phones). A link that looks like a button when given `to` (inside the site) or `href`.
//
// Busy: a spinner replaces the leading icon, `aria-busy` is set and clicks (and implicit form
// submission) are refused. It uses aria-disabled rather than the disabled attribute, so the focus
// of a keyboard user stays on the button instead of falling to the page.
import type { Icon } from "./icons";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { Link, type LinkProps } from "react-router";
import { cx } from "./cx";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "quiet" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

// The looks are component classes in app/app.css (.vt-button and its variants and sizes): a page
// with twenty buttons would otherwise carry twenty copies of some 600 characters of utilities.
const BASE = "group/button vt-button";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "vt-button-primary",
  secondary: "vt-button-secondary",
  quiet: "vt-button-quiet",
  danger: "vt-button-danger",
};

const SIZES: Record<ButtonSize, string> = { sm: "vt-button-sm", md: "vt-button-md", lg: "vt-button-lg" };

const ICON_SIZE: Record<ButtonSize, number> = { sm: 16, md: 18, lg: 20 };

/** The classes of a button, for the rare element that must look like one without being this component. */
export function buttonClass({ variant = "primary", size = "md", fullWidth = false, className }: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean; className?: string } = {}) {
  return cx(BASE, VARIANTS[variant], SIZES[size], fullWidth && "w-full", className);
}

interface Common {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** a lucide icon before the label (replaced by the spinner while busy) */
  icon?: Icon;
  /** a lucide icon after the label (an arrow, an external-link mark) */
  iconEnd?: Icon;
  busy?: boolean;
  /** said to screen readers while busy, after the label ('Confirmer, envoi en cours') */
  busyLabel?: string;
  fullWidth?: boolean;
  className?: string;
  children: ReactNode;
}

export type ButtonProps =
  | (Common & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "children"> & { to?: undefined; href?: undefined; ref?: Ref<HTMLButtonElement> })
  | (Common & Omit<LinkProps, "className" | "children"> & { href?: undefined; disabled?: boolean; ref?: Ref<HTMLAnchorElement> })
  | (Common & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "className" | "children"> & { to?: undefined; href: string; disabled?: boolean; ref?: Ref<HTMLAnchorElement> });

export function Button(props: ButtonProps) {
  const { variant = "primary", size = "md", icon: Icon, iconEnd: IconEnd, busy = false, busyLabel, fullWidth = false, className, children, ...rest } = props;
  const classes = buttonClass({ variant, size, fullWidth, className });
  const inner = (
    <>
      {busy ? <Spinner size={ICON_SIZE[size]} /> : Icon && <Icon aria-hidden="true" size={ICON_SIZE[size]} />}
      <span>{children}</span>
      {busy && busyLabel && <span className="sr-only">, {busyLabel}</span>}
      {IconEnd && <IconEnd aria-hidden="true" size={ICON_SIZE[size]} className="transition-transform duration-150 group-hover/button:translate-x-0.5" />}
    </>
  );
  const blocked = busy || Boolean((rest as { disabled?: boolean }).disabled);
  const state = { "aria-busy": busy || undefined, "aria-disabled": blocked || undefined, "data-variant": variant };
  const refuse = (e: React.MouseEvent) => {
    e.preventDefault();
    e.stopPropagation();
  };

  if ("to" in rest && rest.to !== undefined) {
    const { disabled: _d, onClick, ...link } = rest as LinkProps & { disabled?: boolean };
    return (
      <Link {...link} {...state} onClick={blocked ? refuse : onClick} className={classes}>
        {inner}
      </Link>
    );
  }
  if ("href" in rest && rest.href !== undefined) {
    const { disabled: _d, onClick, ...anchor } = rest as AnchorHTMLAttributes<HTMLAnchorElement> & { disabled?: boolean };
    return (
      <a {...anchor} {...state} onClick={blocked ? refuse : onClick} className={classes}>
        {inner}
      </a>
    );
  }
  const { disabled: _d, onClick, type = "button", ...button } = rest as ButtonHTMLAttributes<HTMLButtonElement>;
  return (
    <button {...button} {...state} type={type} onClick={blocked ? refuse : onClick} className={classes}>
      {inner}
    </button>
  );
}

/** A round button with only an icon (close, menu, cart): 44 px for a finger, named for screen readers. */
export function IconButton({
  icon: Icon,
  label,
  size = 22,
  tone = "default",
  className,
  children,
  ref,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> & { icon: Icon; label: string; size?: number; tone?: "default" | "on-dark"; children?: ReactNode; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      {...rest}
      className={cx(
        // unavailable looks unavailable: faded, no hover, its border dashed
        "relative inline-flex size-11 shrink-0 items-center justify-center rounded-pill transition-colors duration-150 disabled:cursor-not-allowed disabled:border-dashed disabled:opacity-45 aria-disabled:cursor-not-allowed aria-disabled:border-dashed aria-disabled:opacity-45",
        tone === "on-dark" ? "text-white hover:bg-white/15" : "text-ink hover:bg-surface-soft active:bg-surface-tint",
        className,
      )}
    >
      <Icon aria-hidden="true" size={size} />
      {children}
    </button>
  );
}
