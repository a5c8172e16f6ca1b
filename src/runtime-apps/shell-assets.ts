import { absolute, runtimeConfig } from "./config";
import type { Environment } from "./environment";

let requested = false;

/**
 * Adds the skeleton bundle (`<script async>`) and the fonts stylesheet once per page, after the
 * first render so neither blocks it. Failures are tolerated: apps must work without either.
 */
export function ensureShellAssets(environment: Environment, origin: string): void {
  if (requested) return;
  requested = true;
  const script = document.createElement("script");
  script.src = absolute(runtimeConfig.skeletonScript[environment], origin);
  script.async = true;
  script.dataset.shellAsset = "skeleton";
  script.onerror = () => script.remove();
  const fonts = document.createElement("link");
  fonts.rel = "stylesheet";
  fonts.href = absolute(runtimeConfig.fontsStylesheet[environment], origin);
  fonts.dataset.shellAsset = "fonts";
  fonts.onerror = () => fonts.remove();
  document.head.append(fonts, script);
}
