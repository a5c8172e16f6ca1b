import { useEffect, useState } from "react";

/**
 * A value only the browser knows (the address, storage, history state, the clock): `serverValue` in
 * the static HTML and during hydration, then `read()` after mount and again when `key` changes.
 * React's two-pass rendering, in one place: the static HTML and the hydration render must agree.
 */
export function useClientValue<T>(read: () => T, serverValue: T, key?: unknown): T {
  const [value, setValue] = useState(serverValue);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the second pass: the value exists only in the browser, after hydration
    setValue(read());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` depends on `key` only (the contract of this hook)
  }, [key]);
  return value;
}
