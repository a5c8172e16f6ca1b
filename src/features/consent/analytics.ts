import { proxied, tagContainerUrl } from "../../config/third-party";
import { loadThirdPartyScript } from "../../services/third-party/load-script";
import { currentConsent } from "../../services/consent/state";

const containers = new Set<string>();
let lastPage: string | undefined;

/**
 * With performance consent only: loads the market's tag containers through the proxy, each once
 * per page load, and sends one page view per page shown (`page` is the page's path; the first page
 * and every client-side navigation call this once).
 */
export function trackPage(containerIds: readonly string[], page: string): void {
  if (currentConsent() !== "performance") return;
  for (const id of containerIds) {
    if (containers.has(id)) continue;
    containers.add(id);
    window.dataLayer?.push({ "gtm.start": Date.now(), event: "gtm.js" });
    loadThirdPartyScript(proxied(tagContainerUrl(id))).catch((error: unknown) => {
      containers.delete(id);
      console.warn("[analytics] a tag container did not load:", error);
    });
  }
  if (page === lastPage) return;
  lastPage = page;
  const { pathname, search, href } = window.location;
  window.dataLayer?.push({ event: "page_view", page_path: pathname + search, page_location: href });
}
