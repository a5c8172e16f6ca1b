import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/button";
import type { MarketFormats } from "../../i18n/formats";
import { media } from "../../theme/media";
import { availabilityBuckets, vehicleTypes } from "../../web-api/subscription";
import { fuelTypes } from "../../web-api/vehicle-codes";
import { BudgetRange } from "./budget-range";
import { CheckboxFacet, countText, Facet, FacetCount, FacetOption } from "./checkbox-facet";
import type { OfferFilters } from "./filters";
import type { FacetCounts } from "./use-offer-counts";

const Panel = styled.div`
  display: grid;
  gap: var(--space-4);
`;

/** 'Show N offers': closes the filters over the list on a phone; beside the list there is nothing to close. */
const ShowResults = styled(Button)`
  width: 100%;
  ${media.up("md")} { display: none; }
`;

const AGES = [18, 21, 25] as const;

type Props = {
  filters: OfferFilters;
  /** Undefined while the offers load: the filters wait, disabled. */
  counts: FacetCounts | undefined;
  onChange: (next: OfferFilters) => void;
  formats: MarketFormats;
  bounds: { min: number; max: number } | undefined;
  /** How many offers the filters leave, for 'Show N offers'. */
  resultCount: number | undefined;
  onShowResults: () => void;
};

/** Adds or removes one value of a list filter. */
const toggled = <T,>(list: readonly T[], value: T, on: boolean): T[] => (on ? [...list, value] : list.filter((v) => v !== value));

/** The six filters of the panel (the seventh, pickup location, is the dropdown above the list); each value says how many offers it would leave. */
export function FilterPanel({ filters, counts, onChange, formats, bounds, resultCount, onShowResults }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const disabled = counts === undefined;
  const age = (value: number | undefined, label: string) => (
    <FacetOption key={value ?? "any"}>
      <input
        type="radio"
        name="plus-driver-age"
        checked={filters.driverAge === value}
        disabled={disabled}
        onChange={() => onChange({ ...filters, driverAge: value })}
      />
      {label}
      <FacetCount aria-hidden={disabled}>{countText(counts?.withinAge(value ?? 99))}</FacetCount>
    </FacetOption>
  );
  return (
    <Panel>
      <CheckboxFacet
        legend={t("offers.filters.availability.label")}
        options={availabilityBuckets.map((value) => ({
          value,
          label: t(`offers.filters.availability.${value}`),
          count: counts && (counts.availability.get(value) ?? 0),
        }))}
        chosen={filters.availability}
        disabled={disabled}
        onToggle={(value, on) => onChange({ ...filters, availability: toggled(filters.availability, value, on) })}
      />
      <Facet>
        <legend>{t("offers.filters.driverAge.label")}</legend>
        {age(undefined, t("plus.filters.driverAge.any"))}
        {AGES.map((value) => age(value, intl.formatMessage({ id: "offers.filters.driverAge.value" }, { age: value })))}
      </Facet>
      <CheckboxFacet
        legend={t("offers.details.transmission")}
        options={[{ value: "automatic", label: t("offers.filters.automatic"), count: counts?.automatic }]}
        chosen={filters.automatic ? ["automatic"] : []}
        disabled={disabled}
        onToggle={(_, on) => onChange({ ...filters, automatic: on })}
      />
      <CheckboxFacet
        legend={t("offers.filters.vehicleType.label")}
        options={vehicleTypes.map((value) => ({
          value,
          label: t(`offers.filters.vehicleType.${value}`),
          count: counts && (counts.vehicleTypes.get(value) ?? 0),
        }))}
        chosen={filters.vehicleTypes}
        disabled={disabled}
        onToggle={(value, on) => onChange({ ...filters, vehicleTypes: toggled(filters.vehicleTypes, value, on) })}
      />
      <CheckboxFacet
        legend={t("offers.filters.fuel.label")}
        options={fuelTypes.map((value) => ({
          value,
          label: t(`offers.filters.fuel.${value}`),
          count: counts && (counts.fuelTypes.get(value) ?? 0),
        }))}
        chosen={filters.fuelTypes}
        disabled={disabled}
        onToggle={(value, on) => onChange({ ...filters, fuelTypes: toggled(filters.fuelTypes, value, on) })}
      />
      <BudgetRange filters={filters} onChange={onChange} formats={formats} bounds={bounds} />
      {resultCount !== undefined && (
        <ShowResults onClick={onShowResults}>
          <FormattedMessage id="offers.filters.showResults" values={{ count: resultCount }} />
        </ShowResults>
      )}
    </Panel>
  );
}
