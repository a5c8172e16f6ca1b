import { appOfNode, appOfScript } from "../../runtime-apps/app-of";
import { collectorUrl } from "../../services/rum/collector";
import type { RumPage } from "../../services/rum/report";
import { startRum, type FieldData } from "../../services/rum/start";

let running: FieldData | undefined;

/**
 * Field data's chunk (docs/field-data.md): starts measuring once per document, labelled with the page
 * the document was loaded for, and hears each page shown since.
 */
export function measurePages(landing: RumPage, page: RumPage): void {
  running ??= startRum({ landing, collector: collectorUrl(window.location), appOf: { node: appOfNode, script: appOfScript } });
  running.show(page);
}
