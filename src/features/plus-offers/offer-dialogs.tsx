import { lazy, Suspense } from "react";
import { useIntl } from "react-intl";
import { dateOf, isoOf } from "../../i18n/local-date";
import type { MarketFormats } from "../../i18n/formats";
import type { SubscriptionOfferWithTenure } from "../../web-api/subscription";
import type { OfferFilters } from "./filters";

const DetailsDialog = lazy(() => import("./details-dialog"));
const CalendarDialog = lazy(() => import("./calendar-dialog"));
const HandOverDialog = lazy(() => import("./hand-over-dialog"));

/** The one dialog open over the list, if any: a card's details, the pickup calendar, or the hand-over. */
export type OpenDialog =
  | { kind: "details"; offer: SubscriptionOfferWithTenure; opener: HTMLButtonElement }
  | { kind: "calendar"; opener: HTMLButtonElement | null }
  | { kind: "handOver"; offer: SubscriptionOfferWithTenure };

type Props = {
  open: OpenDialog | undefined;
  /** The pickup choices: the calendar's chosen date, the hand-over's term, date and branches. */
  filters: OfferFilters;
  min: Date;
  closedDays: number[];
  formats: MarketFormats;
  onChooseDate: (iso: string) => void;
  onClose: () => void;
};

/**
 * The open dialog, loaded when first opened. Its boundary exists only while it is open: none is in
 * the static HTML, so hydration never meets one. Closing returns the focus to what opened it.
 */
export function OfferDialogs({ open, filters, min, closedDays, formats, onChooseDate, onClose }: Props) {
  const intl = useIntl();
  if (!open) return null;
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
          onSelect={(date) => onChooseDate(isoOf(date))}
          onClose={closeAndReturn(open.opener)}
        />
      )}
      {open.kind === "handOver" && <HandOverDialog offer={open.offer} term={filters.term} filters={filters} onClose={onClose} />}
    </Suspense>
  );
}
