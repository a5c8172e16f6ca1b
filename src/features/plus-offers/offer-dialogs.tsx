import { lazy, Suspense } from "react";
import { useIntl } from "react-intl";
import { dateOf, isoOf } from "../../i18n/local-date";
import type { SubscriptionOfferWithTenure } from "../../web-api/subscription";
import type { OffersList } from "./use-offers-list";

const DetailsDialog = lazy(() => import("./details-dialog"));
const CalendarDialog = lazy(() => import("./calendar-dialog"));
const HandOverDialog = lazy(() => import("./hand-over-dialog"));

/** The one dialog open over the list, if any: a card's details, the pickup calendar, or the hand-over. */
export type OpenDialog =
  | { kind: "details"; offer: SubscriptionOfferWithTenure; opener: HTMLButtonElement }
  | { kind: "calendar"; opener: HTMLButtonElement | null }
  | { kind: "handOver"; offer: SubscriptionOfferWithTenure };

/**
 * The open dialog, loaded when first opened. Its boundary exists only while it is open: none is in
 * the static HTML, so hydration never meets one. Closing returns the focus to what opened it.
 */
export function OfferDialogs({ open, list, onClose }: { open: OpenDialog | undefined; list: OffersList; onClose: () => void }) {
  const intl = useIntl();
  if (!open) return null;
  const { formats, filters, min, closedDays, chooseDate } = list;
  const closeAndReturn = (opener: HTMLElement | null) => () => {
    opener?.focus();
    onClose();
  };
  return (
    <Suspense fallback={null}>
      {open.kind === "details" && <DetailsDialog offer={open.offer} formats={formats} onClose={closeAndReturn(open.opener)} />}
      {open.kind === "calendar" && (
        <CalendarDialog
          locale={intl.locale}
          formats={formats}
          selected={filters.pickupDate ? dateOf(filters.pickupDate) : undefined}
          min={min}
          closedDays={closedDays}
          onSelect={(date) => chooseDate(isoOf(date))}
          onClose={closeAndReturn(open.opener)}
        />
      )}
      {open.kind === "handOver" && <HandOverDialog offer={open.offer} term={filters.term} filters={filters} onClose={onClose} />}
    </Suspense>
  );
}
