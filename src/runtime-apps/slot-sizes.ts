import type { SlotName } from "./slots";

/** Theme breakpoints a reserved size can change at (min-width, src/theme/theme.ts). */
export type SizeBreakpoint = "xs" | "sm" | "mi" | "md" | "lg";

/**
 * The box a slot reserves for its app before the app arrives, in rem: a height per theme breakpoint
 * (each applies from its breakpoint up until the next one given) and, for a slot beside other
 * content, a fixed width. An app renders within this box and may grow only after the visitor acts
 * (docs/runtime-apps.md); the skeleton and the fallback take exactly this box, so mounting, a slow
 * app and a failed one shift nothing.
 */
export type ReservedSize = Readonly<{ height: Readonly<Partial<Record<SizeBreakpoint, number>> & { xs: number }>; width?: number }>;

/**
 * The account area's slots, one at a time by hash route: one box for all, so a switch between
 * routes moves nothing below it.
 */
const accountArea: ReservedSize = { height: { xs: 22.5, sm: 14.5, mi: 13.5, md: 13.25 } };

/**
 * The zen funnel's steps, one at a time by hash route on a zen page: one box for all, the funnel
 * container's, so a step that follows another moves nothing below it.
 */
const zenStep: ReservedSize = { height: { xs: 27, sm: 23 } };

/** The long-term rental page's container and its two steps, one at a time by hash route. */
const longTermStep: ReservedSize = { height: { xs: 24, sm: 17, md: 14 } };

/** Measured from each app's tallest state before any input, at the narrowest width of each range. */
export const slotSizes: Readonly<Record<SlotName, ReservedSize>> = {
  /** Search form: one column below 650 px, two up to 960 px, four above. */
  "booking-engine": { height: { xs: 29, sm: 17, md: 12 } },
  /** The header's sign-in button: a fixed box, so the header never moves. */
  "sign-in": { height: { xs: 2.75 }, width: 5 },
  "ride-booking": { height: { xs: 23.5, sm: 15, md: 13.25 } },
  "ride-home": { height: { xs: 22.5, sm: 15.5, mi: 12.5 } },
  "funnel-container": { height: { xs: 27, sm: 23 } },
  "plus-offer-list": { height: { xs: 45, sm: 31.5, md: 16 } },
  /** The subscription checkout's first step, in the offers list's hand-over dialog. */
  "plus-create-offer": { height: { xs: 14 } },
  /** Booking number, last name and a button: one column below 650 px, two up to 960 px, three above. */
  "digital-checkout": { height: { xs: 23, sm: 16.5, md: 11.5 } },
  /** The booking journey's steps, each with its data arrived and before any input; German, the longest texts. */
  "booking-offers": { height: { xs: 50, sm: 30, md: 28 } },
  "booking-extras": { height: { xs: 32, sm: 24 } },
  "booking-driver": { height: { xs: 51, sm: 31 } },
  "booking-confirmation": { height: { xs: 21.5, sm: 17 } },
  /** A third party's script with no visible box of its own. */
  "transfer-components": { height: { xs: 0 } },
  "account-area": accountArea,
  "account-bookings": accountArea,
  "account-profiles": accountArea,
  "account-subscriptions": accountArea,
  /** The business hub's sign-in form: email, password, button. */
  "business-login": { height: { xs: 15.5, sm: 10.5, md: 7 } },
  /** Its sign-up form: company, first and last name, email, password, button. */
  "business-signup": { height: { xs: 31, sm: 17.5, md: 12 } },
  "zen-home": zenStep,
  "zen-search": zenStep,
  "zen-offer-list": zenStep,
  "zen-services": zenStep,
  "zen-offer-checkout": zenStep,
  "zen-auth": zenStep,
  "zen-nearby-branches": zenStep,
  "zen-confirmation": zenStep,
  "long-term-rental": longTermStep,
  "long-term-rental-mileage": longTermStep,
  "long-term-rental-acceptance": longTermStep,
  "account-invoice-correction": accountArea,
  /** The unlimited-mileage subscription, in the plus page's third product tab: a short pitch and a button. */
  "plus-unlimited": { height: { xs: 16, sm: 11 } },
  /** The help centre's assistant under its categories: a question field and its contact options. */
  "help-center": { height: { xs: 13, sm: 9 } },
  /** Debug mode's panel at the page's foot: a line per slot, after every other part. */
  debugger: { height: { xs: 12 } },
};
