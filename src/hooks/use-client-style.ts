import type { CSSProperties } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Style for a control that only works with script (menu button, FAQs button, product select):
 * hidden until the first client render, so nobody clicks a control that cannot answer yet.
 */
export function useClientOnlyStyle(): CSSProperties | undefined {
  return useHydrated() ? undefined : { visibility: "hidden" };
}
