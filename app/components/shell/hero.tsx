// The home hero (spec §2): a carousel of slides (auto-advance 5000 ms, paused on hover, on focus,
// by the pause button and for visitors who ask for reduced motion; dots, arrows, keyboard; swipe
// through CSS scroll snapping). The text sits left, right or bottom — always bottom on phones.
import { ChevronLeft, ChevronRight, Pause, Play } from "../ui/icons";
import { useCallback, useEffect, useRef, useState } from "react";
import { useT } from "../../lib/use-t";
import { buttonClass } from "../ui/button";
import { preloadOn } from "../../lib/lazy";

export const HERO_AUTOPLAY_MS = 5000;

export interface HeroSlide {
  title: string;
  text: string;
  image: string;
  button: { text: string; href: string; serviceId: number | null } | null;
}

const TEXT_POSITION = {
  left: "md:inset-y-0 md:left-0 md:right-auto md:w-3/5 md:justify-center md:bg-gradient-to-r md:pl-[max(var(--vt-gutter),calc((100vw-var(--container-content))/2))] md:pb-12",
  right: "md:inset-y-0 md:left-auto md:right-0 md:w-3/5 md:justify-center md:bg-gradient-to-l md:pr-[max(var(--vt-gutter),calc((100vw-var(--container-content))/2))] md:pb-12 md:text-right md:items-end",
  bottom: "md:items-center md:text-center",
} as const;

export function heroHeight(collapsed: boolean) {
  return collapsed ? "h-[100px]" : "h-[50vh] min-h-[300px]";
}

export function SlideContent({
  slide,
  position,
  onAction,
  onIntent,
  eager,
}: {
  slide: HeroSlide;
  position: keyof typeof TEXT_POSITION;
  onAction: (slide: HeroSlide, e: React.MouseEvent) => void;
  /** a finger or the focus on the button: what it opens may start loading */
  onIntent?: () => void;
  eager: boolean;
}) {
  return (
    <>
      {slide.image && (
        <img
          src={slide.image}
          alt=""
          className="absolute inset-0 size-full object-cover"
          loading={eager ? "eager" : "lazy"}
          {...(eager ? { fetchPriority: "high" as const } : {})}
          sizes="100vw"
        />
      )}
      <div
        className={`absolute inset-x-0 bottom-0 flex flex-col gap-3 bg-gradient-to-t from-black/70 via-black/35 to-transparent px-gutter pb-14 pt-28 text-white ${TEXT_POSITION[position]} md:from-black/60 md:via-black/30`}
      >
        {slide.title && <h2 className="max-w-xl font-title text-display font-medium [text-shadow:0_1px_24px_rgb(0_0_0/0.25)]">{slide.title}</h2>}
        {slide.text && <p className="max-w-lg text-body text-white/90 sm:text-lead">{slide.text}</p>}
        {slide.button && (
          <a href={slide.button.href} onClick={(e) => onAction(slide, e)} {...(onIntent ? preloadOn(onIntent) : {})} className={buttonClass({ size: "lg", className: "mt-2 w-fit" })}>
            <span>{slide.button.text}</span>
          </a>
        )}
      </div>
    </>
  );
}

export function HeroCarousel({
  slides,
  position,
  collapsed,
  onAction,
  onIntent,
}: {
  slides: HeroSlide[];
  position: keyof typeof TEXT_POSITION;
  collapsed: boolean;
  onAction: (slide: HeroSlide, e: React.MouseEvent) => void;
  onIntent?: () => void;
}) {
  const { t } = useT();
  const track = useRef<HTMLDivElement>(null);
  const moving = useRef(false);
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const many = slides.length > 1;

  useEffect(() => {
    const mq = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReducedMotion(mq.matches);
    const on = (e: MediaQueryListEvent) => setReducedMotion(e.matches);
    mq.addEventListener("change", on);
    return () => mq.removeEventListener("change", on);
  }, []);

  const go = useCallback(
    (i: number) => {
      const el = track.current;
      if (!el) return;
      const next = (i + slides.length) % slides.length;
      moving.current = true;
      el.scrollTo({ left: next * el.clientWidth, behavior: reducedMotion ? "auto" : "smooth" });
      setIndex(next);
    },
    [slides.length, reducedMotion],
  );

  const playing = many && !stopped && !hovered && !focused && !reducedMotion;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") go(index + 1);
    }, HERO_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing, index, go]);

  // A swipe moves the dots; a programmatic move already set them (its scroll events would flicker).
  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth && !moving.current) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const settled = () => {
      moving.current = false;
      if (el.clientWidth) setIndex(Math.round(el.scrollLeft / el.clientWidth));
    };
    el.addEventListener("scrollend", settled);
    return () => el.removeEventListener("scrollend", settled);
  }, []);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("hero.label")}
      data-testid="hero"
      data-playing={playing ? "" : undefined}
      data-on-dark=""
      className={`relative overflow-hidden bg-neutral-800 transition-[height] duration-300 ${heroHeight(collapsed)}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setFocused(false)}
      onKeyDown={(e) => {
        if (!many) return;
        if (e.key === "ArrowRight") go(index + 1);
        else if (e.key === "ArrowLeft") go(index - 1);
        else return;
        e.preventDefault();
      }}
    >
      <div
        ref={track}
        onScroll={onScroll}
        aria-live={playing ? "off" : "polite"}
        className="flex size-full snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={t("hero.slideOf", { n: i + 1, total: slides.length })}
            aria-hidden={i !== index ? true : undefined}
            inert={i !== index ? true : undefined}
            data-testid="hero-slide"
            className="relative size-full shrink-0 snap-start"
          >
            <SlideContent slide={slide} position={position} onAction={onAction} onIntent={onIntent} eager={i === 0} />
          </div>
        ))}
      </div>
      {many && !collapsed && (
        <div className="absolute bottom-3 right-3 z-10 flex items-center gap-0.5 rounded-pill bg-black/45 px-1 text-white backdrop-blur-md md:bottom-5 md:right-[max(var(--vt-gutter),calc((100vw-var(--container-content))/2))]">
          <button type="button" onClick={() => go(index - 1)} aria-label={t("hero.previous")} className="rounded-full p-2">
            <ChevronLeft aria-hidden="true" size={18} />
          </button>
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              onClick={() => go(i)}
              aria-label={t("hero.goTo", { n: i + 1 })}
              aria-current={i === index ? "true" : undefined}
              data-testid="hero-dot"
              className="flex size-7 items-center justify-center rounded-full"
            >
              <span className={`block size-2.5 rounded-full ${i === index ? "bg-white" : "bg-white/45"}`} />
            </button>
          ))}
          <button type="button" onClick={() => go(index + 1)} aria-label={t("hero.next")} className="rounded-full p-2">
            <ChevronRight aria-hidden="true" size={18} />
          </button>
          <button type="button" onClick={() => setStopped((s) => !s)} aria-label={stopped ? t("hero.play") : t("hero.pause")} className="rounded-full p-2" data-testid="hero-pause">
            {stopped ? <Play aria-hidden="true" size={16} /> : <Pause aria-hidden="true" size={16} />}
          </button>
        </div>
      )}
    </section>
  );
}
