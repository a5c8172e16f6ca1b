import { createContext, useContext } from "react";
import type { SitePageContext } from "./page-context";

const PageContextValue = createContext<SitePageContext | null>(null);

/** Provides the current page's context (content and market) to the shell's components. */
export const PageContextProvider = PageContextValue.Provider;

/** The current page's context; only valid below SiteProviders. */
export function useSitePage(): SitePageContext {
  const value = useContext(PageContextValue);
  if (!value) throw new Error("useSitePage must be used inside SiteProviders");
  return value;
}
