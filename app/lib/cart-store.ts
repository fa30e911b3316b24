// What the booking cart and the product basket share in the browser: a tiny external store
// (useSyncExternalStore) over a pure reducer of domain/, read back from the browser once, written
// back on every change, and kept off the browser's cookies once the server holds a signed-in
// customer's cart (spec §4 'Persistence', decision 261).
import { useSyncExternalStore } from "react";

export interface CartStoreParts<S, E, O> {
  empty: S;
  /** the reducer: the next state and what to tell the customer */
  apply(state: S, event: E): { state: S; outcome: O };
  /** writes the state to the browser; `heldByServer`: no cart cookie */
  persist(state: S, heldByServer: boolean): void;
  /** the state read back from the browser, once (null: none) */
  restore(): S | null;
  /** what stays of a cart when the customer signs out */
  forgotten(state: S): S;
}

export function cartStore<S, E, O>(parts: CartStoreParts<S, E, O>) {
  let state = parts.empty;
  let restored = false;
  let heldByServer = false;
  const listeners = new Set<() => void>();
  const inBrowser = () => typeof document !== "undefined";

  const restore = () => {
    if (restored || !inBrowser()) return;
    restored = true;
    state = parts.restore() ?? state;
  };
  const write = () => inBrowser() && parts.persist(state, heldByServer);
  const emit = () => listeners.forEach((l) => l());

  const store = {
    get: () => state,
    /** Applies an event; answers what to tell the customer. */
    dispatch(event: E): O {
      restore();
      const step = parts.apply(state, event);
      if (step.state !== state) {
        state = step.state;
        write();
        emit();
      }
      return step.outcome;
    },
    subscribe(listener: () => void) {
      restore();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The server now holds the signed-in customer's cart: the cart cookie goes. */
    holdOnServer() {
      restore();
      heldByServer = true;
      write();
    },
    /** Signing out: the cart leaves this browser (memory, local storage, cookie). */
    forget() {
      restore();
      heldByServer = false;
      state = parts.forgotten(state);
      write();
      emit();
    },
  };
  const use = (): S => useSyncExternalStore(store.subscribe, store.get, () => parts.empty);
  return { store, use };
}
