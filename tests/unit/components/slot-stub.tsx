import { useIntl } from "react-intl";
import type { SlotName, SlotOptions } from "../../../src/runtime-apps/slot";

/**
 * The runtime-app placeholder as the real one presents itself (a region named after the slot), with
 * its options visible, so tests see what a layout hands each app without loading apps.
 */
export function AppSlot({ slot, options }: { slot: SlotName; options?: SlotOptions; className?: string }) {
  const intl = useIntl();
  const props = { "data-app-slot": slot, "data-options": options ? JSON.stringify(options) : undefined };
  // Like the real slot: a slot no app is bound to is a plain box, not a landmark.
  if (slot === "transfer-components") return <div {...props} />;
  return <section aria-label={intl.formatMessage({ id: `apps.slot.${slot}` })} {...props} />;
}
