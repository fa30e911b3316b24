// A component whose code loads when first drawn, with a way to start loading it earlier: on the
// visitor's intent (a finger or pointer on its button, the keyboard's focus), so the tap that
// opens it rarely waits for the network.
import { lazy, type ComponentType } from "react";

export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  return { Component: lazy(preload), preload: () => void preload().catch(() => (loading = null)) };
}

/** Props for the element that opens it: intent starts the loading. */
export const preloadOn = (preload: () => void) => ({ onPointerEnter: preload, onPointerDown: preload, onFocus: preload });
