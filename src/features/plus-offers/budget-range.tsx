import { useId } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import type { MarketFormats } from "../../i18n/formats";
import { Facet } from "./checkbox-facet";
import { BUDGET_INTERVAL, type OfferFilters } from "./filters";

const Sliders = styled.div`
  display: grid;
  gap: var(--space-1);
  /* 24 px tall: the minimum target size (WCAG 2.2). */
  input { width: 100%; height: 1.5rem; margin: 0; accent-color: var(--color-plus-text); }
`;

const Range = styled.span`
  font-variant-numeric: tabular-nums;
`;

type Props = {
  filters: OfferFilters;
  onChange: (next: OfferFilters) => void;
  formats: MarketFormats;
  bounds: { min: number; max: number } | undefined;
};

/** The budget: two native range inputs, clamped so the range never gets narrower than the minimum interval (spec §9). */
export function BudgetRange({ filters, onChange, formats, bounds }: Props) {
  const intl = useIntl();
  const id = useId();
  const lo = bounds?.min ?? 0;
  const hi = bounds?.max ?? BUDGET_INTERVAL;
  const min = Math.max(lo, Math.min(filters.budgetMin ?? lo, hi - BUDGET_INTERVAL));
  const max = Math.min(hi, Math.max(filters.budgetMax ?? hi, min + BUDGET_INTERVAL));
  const set = (nextMin: number, nextMax: number) =>
    onChange({ ...filters, budgetMin: nextMin <= lo ? undefined : nextMin, budgetMax: nextMax >= hi ? undefined : nextMax });
  return (
    <Facet>
      <legend>{intl.formatMessage({ id: "offers.filters.budget.label" })}</legend>
      <Sliders>
        {/* Not an <output>: the sliders' value texts already tell screen readers, without a second live region. */}
        <Range>{bounds ? `${formats.currency(min)} – ${formats.currency(max)}` : "\u00a0"}</Range>
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
      </Sliders>
    </Facet>
  );
}
