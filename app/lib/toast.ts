// Toasts (spec §2, §8, §9): success, error, info, warning, shown 3000 ms, announced to screen
// readers by the <Toaster> the layout mounts. Any component may call toast.success("…").
import { useSyncExternalStore } from "react";

export type ToastType = "success" | "error" | "info" | "warning";
export interface Toast {
  id: number;
  type: ToastType;
  message: string;
}
export const TOAST_MS = 3000;

// The same empty list the server's page was drawn with: no second drawing of the toaster once the page starts.
const EMPTY: Toast[] = [];
let toasts: Toast[] = EMPTY;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** The toasts on screen now (for the store's subscribers and tests). */
export const currentToasts = () => toasts;

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function show(type: ToastType, message: string, ms = TOAST_MS) {
  const id = nextId++;
  toasts = [...toasts, { id, type, message }];
  emit();
  setTimeout(() => dismissToast(id), ms);
  return id;
}

export const toast = {
  success: (m: string, ms?: number) => show("success", m, ms),
  error: (m: string, ms?: number) => show("error", m, ms),
  info: (m: string, ms?: number) => show("info", m, ms),
  warning: (m: string, ms?: number) => show("warning", m, ms),
};

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    () => EMPTY,
  );
}
