import { assetParent } from "./asset-parent";
import { absolute, runtimeConfig } from "./config";
import type { Environment } from "../environment/environment";

let requested = false;

/**
 * Adds the skeleton bundle (`<script async>`) and the fonts stylesheet once per page, after the
 * first render so neither blocks it. Failures are tolerated: apps must work without either.
 */
export function ensureShellAssets(environment: Environment, origin: string): void {
  if (requested) return;
  requested = true;
  const shell = absolute(`${runtimeConfig.appRoot[environment]}_shell/`, origin);
  const fonts = Object.assign(document.createElement("link"), { rel: "stylesheet", href: `${shell}fonts.css` });
  const script = Object.assign(document.createElement("script"), { src: `${shell}skeleton.js`, async: true });
  fonts.dataset.shellAsset = "fonts";
  script.dataset.shellAsset = "skeleton";
  for (const asset of [fonts, script]) asset.onerror = () => asset.remove();
  assetParent().append(fonts, script);
}
