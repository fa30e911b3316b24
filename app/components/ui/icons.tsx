// The storefront's icons: lucide's drawings, kept in one sprite file (icons.svg, written from
// lucide by scripts/icons.mjs) and drawn as <svg><use/></svg>. A page's JavaScript carries the
// icons' names instead of their drawings, and hydrates one element per icon instead of each of
// its paths. The outer <svg> carries its size, its classes and whether screen readers skip it;
// lucide's stroke is app.css's `svg.lucide`. A new icon is a line below, then `node scripts/icons.mjs`.
import type { ReactNode, SVGProps } from "react";
import sprite from "./icons.svg?no-inline";

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "ref" | "children"> {
  size?: number | string;
  strokeWidth?: number | string;
  children?: ReactNode;
}

export type Icon = (props: IconProps) => ReactNode;

/** Labelled icons speak; the others are decoration beside their words. */
const labelled = (props: object) => Object.entries(props).some(([key, value]) => value != null && (key.startsWith("aria-") || key === "role" || key === "title"));

function icon(name: string): Icon {
  // The drawing's stroke, fill and box are the sprite's symbol's and app.css's `svg.lucide`: written
  // once, not on each of a page's 20-30 icons (about 160 bytes each). A stroke width given here
  // (a presentation attribute) never won over that rule anyway.
  return function SpriteIcon({ size = 24, strokeWidth: _strokeWidth, className, children, ...rest }: IconProps) {
    return (
      <svg width={size} height={size} className={className ? `lucide ${className}` : "lucide"} aria-hidden={labelled(rest) || children ? undefined : true} {...rest}>
        <use href={`${sprite}#${name}`} />
        {children}
      </svg>
    );
  };
}

export const ArrowDown = icon("arrow-down");
export const ArrowLeft = icon("arrow-left");
export const ArrowRight = icon("arrow-right");
export const ArrowUp = icon("arrow-up");
export const Bell = icon("bell");
export const Bold = icon("letter-b");
export const CalendarCheck2 = icon("calendar-check-2");
export const CalendarDays = icon("calendar-days");
export const CalendarHeart = icon("calendar-heart");
export const CalendarPlus = icon("calendar-plus");
export const CalendarX = icon("calendar-x");
export const CalendarX2 = icon("calendar-x-2");
export const ChartBar = icon("chart-bar");
export const Check = icon("check");
export const ChevronDown = icon("chevron-down");
export const ChevronLeft = icon("chevron-left");
export const ChevronRight = icon("chevron-right");
export const ClipboardCheck = icon("clipboard-check");
export const CircleAlert = icon("circle-exclamation-point");
export const CircleCheck = icon("circle-check");
export const CircleUser = icon("circle-user");
export const Clock = icon("clock");
export const Copy = icon("copy");
export const Download = icon("download");
export const ExternalLink = icon("external-link");
export const Eye = icon("eye");
export const Gift = icon("gift");
export const GripVertical = icon("grip-vertical");
export const Heart = icon("heart");
export const History = icon("rotate-ccw-clock");
export const FileLock = icon("file-lock");
export const House = icon("house");
export const Heading2 = icon("heading-2");
export const Heading3 = icon("heading-3");
export const Info = icon("info");
export const Italic = icon("italic");
export const LinkIcon = icon("link");
export const List = icon("list");
export const ListOrdered = icon("list-ordered");
export const LockKeyhole = icon("lock-keyhole");
export const Mail = icon("mail");
export const MapIcon = icon("map");
export const MapPin = icon("map-pin");
export const Menu = icon("menu");
export const MessageSquareText = icon("message-square-text");
export const Minus = icon("minus");
export const Monitor = icon("monitor");
export const Newspaper = icon("newspaper");
export const Package = icon("package");
export const PackageCheck = icon("package-check");
export const Pause = icon("pause");
export const Pencil = icon("pencil");
export const Phone = icon("phone");
export const Play = icon("play");
export const Plus = icon("plus");
export const Search = icon("search");
export const Send = icon("send");
export const ShoppingBag = icon("shopping-bag");
export const Smartphone = icon("smartphone");
export const Sparkles = icon("sparkles");
export const Store = icon("store");
export const Tag = icon("tag");
export const Trash2 = icon("trash");
export const TriangleAlert = icon("triangle-exclamation-point");
export const Truck = icon("truck");
export const Users = icon("users");
export const Undo2 = icon("undo-2");
export const X = icon("x");
