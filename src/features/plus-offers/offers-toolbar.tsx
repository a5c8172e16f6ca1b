import { forwardRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { dateOf } from "../../i18n/local-date";
import type { Term } from "./filters";
import { LocationDropdown } from "./location-dropdown";
import { FieldButton, Toolbar } from "./screen-parts";
import type { OffersList } from "./use-offers-list";

const termOf = (value: string): Term | undefined => (value === "1" ? 1 : value === "6" ? 6 : value === "12" ? 12 : undefined);

type Props = { list: OffersList; onOpenCalendar: () => void };

/** The list's pickup choices above it: location, date (opens the calendar; the ref is its button) and contract term. */
export const OffersToolbar = forwardRef<HTMLButtonElement, Props>(function OffersToolbar({ list, onOpenCalendar }, dateButton) {
  const intl = useIntl();
  const { flags, filters, data, formats, offers, branches, branchCounts, change, chooseBranches } = list;
  return (
    <Toolbar>
      {flags.locationFilter && (
        <LocationDropdown
          branches={branches}
          chosen={filters.branchIds}
          onChange={chooseBranches}
          counts={offers ? branchCounts : undefined}
        />
      )}
      <FieldButton ref={dateButton} aria-haspopup="dialog" disabled={!data} onClick={onOpenCalendar}>
        <span className="label">
          <FormattedMessage id="offers.date.label" />
        </span>
        <span className="value">
          {filters.pickupDate ? (
            // A short date (spec §9, DD. MMM): the pickup is weeks ahead, and the button stays one line on a phone.
            <time dateTime={filters.pickupDate}>{formats.shortDate(dateOf(filters.pickupDate))}</time>
          ) : (
            intl.formatMessage({ id: "offers.date.placeholder" })
          )}
        </span>
      </FieldButton>
      {flags.contractTerm && (
        <label className="term">
          <span className="label">
            <FormattedMessage id="offers.term.label" />
          </span>
          <select
            value={filters.term ?? ""}
            disabled={!data}
            onChange={(event) => change({ ...filters, term: termOf(event.target.value) })}
          >
            <option value="">{intl.formatMessage({ id: "plus.term.any" })}</option>
            <option value="1">{intl.formatMessage({ id: "offers.term.flexible" })}</option>
            <option value="6">{intl.formatMessage({ id: "offers.term.sixMonths" })}</option>
            <option value="12">{intl.formatMessage({ id: "offers.term.twelveMonths" })}</option>
          </select>
        </label>
      )}
    </Toolbar>
  );
});
