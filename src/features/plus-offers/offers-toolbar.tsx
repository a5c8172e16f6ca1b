import { forwardRef, useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MarketFormats } from "../../i18n/formats";
import { dateOf } from "../../i18n/local-date";
import { VisuallyHidden } from "../../theme/visually-hidden";
import type { SubscriptionBranch } from "../../web-api/subscription";
import type { Term } from "./filters";
import { LocationDropdown } from "./location-dropdown";
import { FieldButton, FieldLabel, FieldValue, TermField, TermSelect, Toolbar } from "./screen-parts";

const termOf = (value: string): Term | undefined => (value === "1" ? 1 : value === "6" ? 6 : value === "12" ? 12 : undefined);

type Props = {
  /** The location filter's flag: without it, the toolbar has no location dropdown. */
  withLocation: boolean;
  /** The contract-term flag: without it, no term select. */
  withTerm: boolean;
  /** Undefined while the catalogue loads: the choices wait, disabled. */
  branches: readonly SubscriptionBranch[] | undefined;
  branchIds: readonly string[];
  branchCounts: ReadonlyMap<string, number> | undefined;
  pickupDate: string | undefined;
  term: Term | undefined;
  formats: MarketFormats;
  onBranches: (ids: string[]) => void;
  onOpenCalendar: () => void;
  onTerm: (term: Term | undefined) => void;
};

/** The list's pickup choices above it: location, date (opens the calendar; the ref is its button) and contract term. */
export const OffersToolbar = forwardRef<HTMLButtonElement, Props>(function OffersToolbar(props, dateButton) {
  const { withLocation, withTerm, branches, branchIds, branchCounts, pickupDate, term, formats, onBranches, onOpenCalendar, onTerm } =
    props;
  const intl = useIntl();
  const openId = useId();
  // The absolute, visually hidden description takes no cell of the toolbar's grid.
  return (
    <Toolbar>
      {withLocation && <LocationDropdown branches={branches} chosen={branchIds} onChange={onBranches} counts={branchCounts} />}
      <FieldButton ref={dateButton} aria-haspopup="dialog" aria-describedby={openId} disabled={!branches} onClick={onOpenCalendar}>
        <FieldLabel>
          <FormattedMessage id="offers.date.label" />
        </FieldLabel>
        <FieldValue>
          {pickupDate ? (
            // A short date (spec §9, DD. MMM): the pickup is weeks ahead, and the button stays one line on a phone.
            <time dateTime={pickupDate}>{formats.shortDate(dateOf(pickupDate))}</time>
          ) : (
            intl.formatMessage({ id: "offers.date.placeholder" })
          )}
        </FieldValue>
      </FieldButton>
      {/* Absolute, so it takes no cell of the toolbar's grid. */}
      <VisuallyHidden id={openId}>
        <FormattedMessage id="offers.date.open" />
      </VisuallyHidden>
      {withTerm && (
        <TermField>
          <FieldLabel>
            <FormattedMessage id="offers.term.label" />
          </FieldLabel>
          <TermSelect value={term ?? ""} disabled={!branches} onChange={(event) => onTerm(termOf(event.target.value))}>
            <option value="">{intl.formatMessage({ id: "plus.term.any" })}</option>
            <option value="1">{intl.formatMessage({ id: "offers.term.flexible" })}</option>
            <option value="6">{intl.formatMessage({ id: "offers.term.sixMonths" })}</option>
            <option value="12">{intl.formatMessage({ id: "offers.term.twelveMonths" })}</option>
          </TermSelect>
        </TermField>
      )}
    </Toolbar>
  );
});
