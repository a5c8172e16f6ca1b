import { useEffect, useRef, useState } from "react";
import { proxied, TRANSFER_COMPONENTS_URL } from "../../config/third-party";
import { useClientValue } from "../../hooks/use-client-value";
import { useSitePage } from "../../page-context/site-page";
import { loadThirdPartyScript } from "../../services/third-party/load-script";

/** The custom element the transfer-components script defines. */
export const TRANSFER_ELEMENT = "movanta-transfers";

type Status = "NOT_LOADED" | "LOADING" | "MOUNTED" | "LOAD_ERROR";

/**
 * The ride layout's transfer components (spec §2): a third party's script through the proxy, loaded
 * on ride pages only, rendering its own element. A failure leaves the slot empty with one console
 * error, like a failed runtime app; the page is untouched.
 */
export function TransferComponents() {
  const { market } = useSitePage();
  const slot = useRef<HTMLDivElement>(null);
  // The outcome, kept with the market it is for; until then a mounted slot is loading.
  const [outcome, setOutcome] = useState<{ market: typeof market; status: Status }>();
  const mounted = useClientValue(() => true, false);
  const status: Status = outcome?.market === market ? outcome.status : mounted ? "LOADING" : "NOT_LOADED";

  useEffect(() => {
    let active = true;
    let widget: HTMLElement | undefined;
    loadThirdPartyScript(proxied(TRANSFER_COMPONENTS_URL))
      .then(() => {
        if (!active) return;
        if (!customElements.get(TRANSFER_ELEMENT)) throw new Error(`the script defined no <${TRANSFER_ELEMENT}> element`);
        widget = document.createElement(TRANSFER_ELEMENT);
        widget.setAttribute("locale", market.locale);
        widget.setAttribute("market", market.id);
        slot.current?.append(widget);
        setOutcome({ market, status: "MOUNTED" });
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error(`[third-party] transfer components: ${error instanceof Error ? error.message : String(error)}`);
        setOutcome({ market, status: "LOAD_ERROR" });
      });
    return () => {
      active = false;
      widget?.remove();
    };
  }, [market]);

  return <div ref={slot} data-third-party="transfer-components" data-status={status} />;
}
