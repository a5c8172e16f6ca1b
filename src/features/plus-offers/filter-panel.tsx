import { useId, useMemo, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { availabilityBuckets, vehicleTypes } from "../../web-api/subscription";
import { fuelTypeOf, fuelTypes } from "../../web-api/vehicle-codes";
import type { MarketFormats } from "../../i18n/formats";
import { BUDGET_INTERVAL, countBy, type Facet, type OfferFilters } from "./filters";
import type { SubscriptionOfferWithTenure } from "../../web-api/subscription";

const Panel = styled.div`
  display: grid;
  gap: var(--space-4);
  fieldset { margin: 0; padding: 0; border: 0; }
  legend { font-weight: var(--weight-bold); margin-bottom: var(--space-2); padding: 0; }
  label { display: flex; align-items: center; gap: var(--space-2); min-height: 2rem; cursor: pointer; }
  input[type="checkbox"], input[type="radio"] { width: 1.125rem; height: 1.125rem; margin: 0; accent-color: var(--color-plus-text); }
  label[data-empty="true"] { color: var(--color-muted); }
`;

/** The count beside a value: a fixed width, so labels keep their size when the counts arrive. */
const Count = styled.span`
  margin-inline-start: auto;
  min-width: 2.5ch;
  text-align: end;
  color: var(--color-muted);
  font-variant-numeric: tabular-nums;
`;

const Budget = styled.div`
  display: grid;
  gap: var(--space-1);
  /* 24 px tall: the minimum target size (WCAG 2.2). */
  input[type="range"] { width: 100%; height: 1.5rem; margin: 0; accent-color: var(--color-plus-text); }
  span { font-variant-numeric: tabular-nums; }
`;

type Offer = SubscriptionOfferWithTenure;
type Props = {
  offers: readonly Offer[] | undefined;
  filters: OfferFilters;
  /** The filters the counts are for: the list's (deferred) copy, so a click does not wait for them. */
  countFilters: OfferFilters;
  onChange: (next: OfferFilters) => void;
  formats: MarketFormats;
  bounds: { min: number; max: number } | undefined;
};

/** Adds or removes one value of a list filter. */
const toggled = <T,>(list: readonly T[], value: T, on: boolean): T[] => (on ? [...list, value] : list.filter((v) => v !== value));

/** The six filters of the panel (the seventh, pickup location, is the dropdown above the list); each value says how many offers it would leave. */
export function FilterPanel({ offers, filters, countFilters, onChange, formats, bounds }: Props) {
  const intl = useIntl();
  const disabled = offers === undefined;
  const all = useMemo(() => {
    if (!offers) return undefined;
    const by = <K extends string | number>(facet: Facet, valueOf: (o: Offer) => K) => countBy(offers, countFilters, facet, valueOf);
    return {
      availability: by("availability", (o) => o.availability),
      types: by("vehicleTypes", (o) => o.vehicleType),
      fuels: by("fuelTypes", (o) => fuelTypeOf(o.engineType)),
      automatic: by("automatic", (o) => o.transmission),
      ages: by("driverAge", (o) => o.minDriverAge),
    };
  }, [offers, countFilters]);
  const availability = all?.availability;
  const types = all?.types;
  const fuels = all?.fuels;
  const automatic = all?.automatic;
  const ageCounts = all?.ages;
  const ages = [18, 21, 25];
  const withinAge = (age: number) => (ageCounts ? [...ageCounts].reduce((sum, [min, n]) => (min <= age ? sum + n : sum), 0) : undefined);

  const checkbox = (key: string, label: ReactNode, checked: boolean, count: number | undefined, onToggle: (on: boolean) => void) => (
    <label key={key} data-empty={count === 0 && !checked}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onToggle(event.target.checked)} />
      {label}
      <Count aria-hidden={count === undefined}>{count === undefined ? "" : `(${count})`}</Count>
    </label>
  );

  return (
    <Panel>
      <fieldset>
        <legend>
          <FormattedMessage id="offers.filters.availability.label" />
        </legend>
        {availabilityBuckets.map((bucket) =>
          checkbox(
            bucket,
            <FormattedMessage id={`offers.filters.availability.${bucket}`} />,
            filters.availability.includes(bucket),
            availability?.get(bucket) ?? (offers ? 0 : undefined),
            (on) => onChange({ ...filters, availability: toggled(filters.availability, bucket, on) }),
          ),
        )}
      </fieldset>
      <fieldset>
        <legend>
          <FormattedMessage id="offers.filters.driverAge.label" />
        </legend>
        <label>
          <input
            type="radio"
            name="plus-driver-age"
            checked={filters.driverAge === undefined}
            disabled={disabled}
            onChange={() => onChange({ ...filters, driverAge: undefined })}
          />
          <FormattedMessage id="plus.filters.driverAge.any" />
          <Count aria-hidden={!offers}>{offers ? `(${withinAge(99) ?? 0})` : ""}</Count>
        </label>
        {ages.map((age) => (
          <label key={age}>
            <input
              type="radio"
              name="plus-driver-age"
              checked={filters.driverAge === age}
              disabled={disabled}
              onChange={() => onChange({ ...filters, driverAge: age })}
            />
            <FormattedMessage id="offers.filters.driverAge.value" values={{ age }} />
            <Count aria-hidden={!offers}>{offers ? `(${withinAge(age) ?? 0})` : ""}</Count>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>
          <FormattedMessage id="offers.details.transmission" />
        </legend>
        {checkbox(
          "automatic",
          <FormattedMessage id="offers.filters.automatic" />,
          filters.automatic,
          automatic ? (automatic.get("automatic") ?? 0) : undefined,
          (on) => onChange({ ...filters, automatic: on }),
        )}
      </fieldset>
      <fieldset>
        <legend>
          <FormattedMessage id="offers.filters.vehicleType.label" />
        </legend>
        {vehicleTypes.map((type) =>
          checkbox(
            type,
            <FormattedMessage id={`offers.filters.vehicleType.${type}`} />,
            filters.vehicleTypes.includes(type),
            types ? (types.get(type) ?? 0) : undefined,
            (on) => onChange({ ...filters, vehicleTypes: toggled(filters.vehicleTypes, type, on) }),
          ),
        )}
      </fieldset>
      <fieldset>
        <legend>
          <FormattedMessage id="offers.filters.fuel.label" />
        </legend>
        {fuelTypes.map((fuel) =>
          checkbox(
            fuel,
            <FormattedMessage id={`offers.filters.fuel.${fuel}`} />,
            filters.fuelTypes.includes(fuel),
            fuels ? (fuels.get(fuel) ?? 0) : undefined,
            (on) => onChange({ ...filters, fuelTypes: toggled(filters.fuelTypes, fuel, on) }),
          ),
        )}
      </fieldset>
      <BudgetRange
        filters={filters}
        onChange={onChange}
        formats={formats}
        bounds={bounds}
        label={intl.formatMessage({ id: "offers.filters.budget.label" })}
      />
    </Panel>
  );
}

/** Two native range inputs, clamped so the range never gets narrower than the minimum interval (spec §9). */
function BudgetRange({
  filters,
  onChange,
  formats,
  bounds,
  label,
}: Pick<Props, "filters" | "onChange" | "formats" | "bounds"> & { label: string }) {
  const intl = useIntl();
  const id = useId();
  const lo = bounds?.min ?? 0;
  const hi = bounds?.max ?? BUDGET_INTERVAL;
  const min = Math.max(lo, Math.min(filters.budgetMin ?? lo, hi - BUDGET_INTERVAL));
  const max = Math.min(hi, Math.max(filters.budgetMax ?? hi, min + BUDGET_INTERVAL));
  const set = (nextMin: number, nextMax: number) =>
    onChange({ ...filters, budgetMin: nextMin <= lo ? undefined : nextMin, budgetMax: nextMax >= hi ? undefined : nextMax });
  return (
    <fieldset>
      <legend>{label}</legend>
      <Budget>
        {/* Not an <output>: the sliders' value texts already tell screen readers, without a second live region. */}
        <span>{bounds ? `${formats.currency(min)} – ${formats.currency(max)}` : "\u00a0"}</span>
        <input
          id={`${id}-min`}
          type="range"
          min={lo}
          max={hi}
          step={10}
          value={min}
          disabled={!bounds}
          aria-label={intl.formatMessage({ id: "plus.filters.budget.min" })}
          aria-valuetext={formats.currency(min)}
          onChange={(event) => set(Math.min(Number(event.target.value), max - BUDGET_INTERVAL), max)}
        />
        <input
          id={`${id}-max`}
          type="range"
          min={lo}
          max={hi}
          step={10}
          value={max}
          disabled={!bounds}
          aria-label={intl.formatMessage({ id: "plus.filters.budget.max" })}
          aria-valuetext={intl.formatMessage({ id: "offers.filters.budget.upTo" }, { price: formats.currency(max) })}
          onChange={(event) => set(min, Math.max(Number(event.target.value), min + BUDGET_INTERVAL))}
        />
      </Budget>
    </fieldset>
  );
}
