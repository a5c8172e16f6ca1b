import type { SlotName, SlotOptions } from "../../../src/runtime-apps/slot";

/** The runtime-app placeholder with its options visible, so tests see what a layout hands each app. */
export function AppSlot({ slot, options }: { slot: SlotName; options?: SlotOptions; className?: string }) {
  return <div data-app-slot={slot} data-options={options ? JSON.stringify(options) : undefined} />;
}
