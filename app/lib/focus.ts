// Where the keyboard's focus goes after a change of page or of state, so that a keyboard or
// screen-reader user carries on from something meaningful instead of the top of the document.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Focus without scrolling: the page keeps the scroll position the router gave it. */
function focusQuietly(el: HTMLElement) {
  if (el.tabIndex < 0 && !el.hasAttribute("tabindex")) el.tabIndex = -1;
  el.focus({ preventScroll: true });
}

/** Is a modal dialog open? It owns the focus then (the booking step, a sheet). */
function modalOpen() {
  return document.querySelector("dialog[open]:modal, [aria-modal='true']") !== null;
}

/** Is the focus nowhere, on the page's body, where Tab starts over and a screen reader loses its place? */
export function focusLost() {
  return document.activeElement === null || document.activeElement === document.body;
}

/** Gives the focus to the page's title (its h1), else to the main region. */
export function focusPageHeading() {
  const main = document.getElementById("main");
  if (!main) return;
  focusQuietly(main.querySelector<HTMLElement>("h1") ?? main);
}

/**
 * After each client-side change of page, the new page's title takes the focus (a screen reader
 * says it, Tab goes on from there), or the element the address's #fragment names. Not on the
 * first page (the browser starts at the top), not while a modal dialog holds the focus.
 */
export function useFocusOnNavigation() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (modalOpen()) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) focusQuietly(target);
    else focusPageHeading();
  }, [pathname, hash]);
}

/**
 * The net under every change of the page: when the element that had the focus leaves the document
 * (a button replaced by another, a form that is done, a page whose title is drawn again once it
 * mounts), the focus would fall to the page's body; it goes to the page's title instead. A part
 * that knows a better place (the control that took the place) moves it there first; a modal
 * dialog keeps the focus inside itself (ui/dialog.tsx).
 */
export function useFocusNeverLost() {
  useEffect(() => {
    let last: Element | null = null;
    const remember = (event: FocusEvent) => {
      if (event.target instanceof Element) last = event.target;
    };
    const observer = new MutationObserver(() => {
      if (last && !last.isConnected && focusLost() && !modalOpen()) {
        last = null;
        focusPageHeading();
      }
    });
    document.addEventListener("focusin", remember);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener("focusin", remember);
      observer.disconnect();
    };
  }, []);
}
