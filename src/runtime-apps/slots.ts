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
  | "transfer-components"
  | "account-area"
  | "account-bookings"
  | "account-profiles"
  | "account-subscriptions"
  | "business-login"
  | "business-signup"
  | "digital-checkout"
  | "zen-home"
  | "zen-search"
  | "zen-offer-list"
  | "zen-services"
  | "zen-offer-checkout"
  | "zen-auth"
  | "zen-nearby-branches"
  | "zen-confirmation"
  | "long-term-rental"
  | "long-term-rental-mileage"
  | "long-term-rental-acceptance"
  | "account-invoice-correction"
  | "plus-unlimited"
  | "help-center"
  | "debugger"
  | "booking-offers"
  | "booking-extras"
  | "booking-driver"
  | "booking-confirmation";

/**
 * Which app each placeholder mounts. `transfer-components` is a third party's script, not an app
 * of this contract: the ride layout renders it with TransferComponents (src/features/third-party/).
 * The account area (/account) holds one of its four slots at a time, picked by the hash route
 * (src/features/account-area/routes.ts); the business pages mount the business hub, in the mode
 * their slot's options name. The zen pages hold one zen slot at a time, picked by the hash route
 * (src/features/zen-funnel/routes.ts), as the long-term rental page holds one of its steps. Where
 * each app lives is the table of src/runtime-apps/app-places.ts.
 * The booking journey's steps after the search (offers, extras, driver, confirmation) are one page
 * each, handing over through the address (docs/runtime-apps.md).
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
  "booking-offers": "digital-checkout-offers",
  "booking-extras": "digital-checkout-extras",
  "booking-driver": "digital-checkout-driver",
  "booking-confirmation": "digital-checkout-confirmation",
  "transfer-components": undefined,
  "account-area": "account",
  "account-bookings": "account-bookings",
  "account-profiles": "account-profiles",
  "account-subscriptions": "account-subscriptions",
  "business-login": "account-business-hub",
  "business-signup": "account-business-hub",
  "zen-home": "zen-home",
  "zen-search": "zen-search",
  "zen-offer-list": "zen-offer-list",
  "zen-services": "zen-services",
  "zen-offer-checkout": "zen-offer-checkout",
  "zen-auth": "zen-auth",
  "zen-nearby-branches": "zen-nearby-branches",
  "zen-confirmation": "zen-confirmation",
  "long-term-rental": "long-term-rental-container",
  "long-term-rental-mileage": "long-term-rental-mileage-update",
  "long-term-rental-acceptance": "long-term-rental-user-acceptance",
  "account-invoice-correction": "account-invoice-correction",
  "plus-unlimited": "plus-unlimited",
  "help-center": "help-center",
  debugger: "debugger",
};
