import type { AppName } from "./apps";

/** Every placeholder a layout can hold a runtime application in. */
export type SlotName =
  | "booking-engine"
  | "sign-in"
  | "ride-booking"
  | "ride-home"
  | "funnel-container"
  | "plus-offer-list"
  | "plus-create-offer"
  | "digital-checkout"
  | "transfer-components";

/**
 * Which app each placeholder mounts. `transfer-components` is a third party's script, not an app
 * of this contract: the ride layout renders it with TransferComponents (src/features/third-party/).
 */
export const slotApps: Readonly<Record<SlotName, AppName | undefined>> = {
  "booking-engine": "rac-search",
  "sign-in": "account",
  "ride-booking": "phoenix",
  "ride-home": "ride-home",
  "funnel-container": "zen-funnel-container",
  "plus-offer-list": "plus-offer-list",
  "plus-create-offer": "plus-create-offer",
  "digital-checkout": "digital-checkout",
  "transfer-components": undefined,
};
