import type { ComponentType } from "react";
import NavigationLayout from "../layouts/navigation";
import { useSitePage } from "../page-context/site-page";
import { journeyOptions } from "../runtime-apps/slot-options";
import { ShellSlot } from "../runtime-apps/shell-slot";
import type { SlotName } from "../runtime-apps/slots";
import { marketUrls } from "../urls/market-urls";
import { PageContent } from "./page-template";

/** The booking journey's slots after the search, one page each (docs/runtime-apps.md, "The booking journey"). */
export type BookingStep = Extract<SlotName, "booking-offers" | "booking-extras" | "booking-driver" | "booking-confirmation">;

/**
 * The page component of one step of the booking journey: the editorial intro, then the step's app,
 * which learns where every step lives from its options and the visitor's choices from the address.
 */
export function bookingStepPage(step: BookingStep): ComponentType {
  return function BookingStepPage() {
    const page = useSitePage();
    const journey = marketUrls(page.market).booking;
    return (
      <NavigationLayout page={page}>
        <PageContent>
          <ShellSlot slot={step} options={journey && journeyOptions(journey)} />
        </PageContent>
      </NavigationLayout>
    );
  };
}
