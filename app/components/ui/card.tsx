// Card: a soft surface that groups one thing (a shop, a service, a summary). No hard border: a
// hairline and a soft shadow, or the tinted surface. `interactive` lifts on hover for a card that is
// one big link (put the link on the title and let `stretch` make the whole card its target).
import type { HTMLAttributes, ReactNode } from "react";
import { cx } from "./cx";

export type CardTone = "raised" | "soft" | "outline";

const TONES: Record<CardTone, string> = {
  raised: "bg-page shadow-soft ring-1 ring-line",
  soft: "bg-surface-soft",
  outline: "bg-page ring-1 ring-line",
};

export function Card({
  as: Tag = "div",
  tone = "raised",
  padding = "md",
  interactive = false,
  media,
  className,
  children,
  ...rest
}: HTMLAttributes<HTMLElement> & {
  as?: "div" | "section" | "article" | "li" | "aside";
  tone?: CardTone;
  padding?: "none" | "sm" | "md" | "lg";
  /** lifts on hover; a link inside with `cardLinkClass` makes the whole card clickable */
  interactive?: boolean;
  /** an image or illustration at the top, edge to edge */
  media?: ReactNode;
  children?: ReactNode;
}) {
  const pad = { none: "", sm: "p-4", md: "p-5 md:p-6", lg: "p-6 md:p-8" }[padding];
  return (
    <Tag
      {...rest}
      className={cx(
        "relative flex flex-col overflow-hidden rounded-lg text-ink",
        TONES[tone],
        interactive && "transition-[box-shadow,translate] duration-200 ease-out-soft hover:-translate-y-0.5 hover:shadow-raised focus-within:shadow-raised",
        className,
      )}
    >
      {media && <div className="overflow-hidden [&_img]:aspect-[4/3] [&_img]:w-full [&_img]:object-cover">{media}</div>}
      <div className={cx("flex flex-1 flex-col gap-2", pad)}>{children}</div>
    </Tag>
  );
}

/** For the one link of an interactive card: its hit area covers the whole card. */
export const cardLinkClass = "after:absolute after:inset-0 after:rounded-[inherit] after:content-[''] focus-visible:outline-none focus-visible:shadow-none focus-visible:after:outline-[2.5px] focus-visible:after:outline-solid focus-visible:after:outline-focus focus-visible:after:outline-offset-2";
