import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while a server-rendered page is drawn and hydrated, true once React runs the page in
 * the browser (at once on pages the browser draws itself). Forms keep their submit button
 * disabled until then: a submit before the JavaScript takes over would be the browser's own,
 * sending the fields (a password, say) in the address of a GET (decision 103).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
