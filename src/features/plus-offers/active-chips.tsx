import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/button";
import { Chip } from "../../components/chip";
import type { MarketFormats } from "../../i18n/formats";
import type { SubscriptionBranch } from "../../web-api/subscription";
import { dateOf } from "../../i18n/local-date";
import { hasFilters, type OfferFilters } from "./filters";

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  align-items: center;
`;

const ChipList = styled.ul`
  display: contents;
  li { list-style: none; }
`;

type Props = {
  filters: OfferFilters;
  branches: readonly SubscriptionBranch[];
  formats: MarketFormats;
  bounds: { min: number; max: number } | undefined;
  onChange: (next: OfferFilters) => void;
  onReset: () => void;
};

/** One chip per active filter value; each removes itself; 'Reset filters' clears them all. */
export function ActiveChips({ filters, branches, formats, bounds, onChange, onReset }: Props) {
  const intl = useIntl();
  if (!hasFilters(filters)) return null;
  const t = (id: string) => intl.formatMessage({ id });
  const chips: { key: string; label: string; without: OfferFilters }[] = [
    ...filters.branchIds.map((id) => ({
      key: `b-${id}`,
      label: branches.find((b) => b.id === id)?.name ?? id,
      without: { ...filters, branchIds: filters.branchIds.filter((b) => b !== id) },
    })),
    ...(filters.pickupDate
      ? [
          {
            key: "date",
            label: `${t("offers.date.label")}: ${formats.shortDate(dateOf(filters.pickupDate))}`,
            without: { ...filters, pickupDate: undefined },
          },
        ]
      : []),
    ...filters.availability.map((a) => ({
      key: `a-${a}`,
      label: t(`offers.filters.availability.${a}`),
      without: { ...filters, availability: filters.availability.filter((x) => x !== a) },
    })),
    ...(filters.driverAge !== undefined
      ? [
          {
            key: "age",
            label: intl.formatMessage({ id: "offers.filters.driverAge.value" }, { age: filters.driverAge }),
            without: { ...filters, driverAge: undefined },
          },
        ]
      : []),
    ...(filters.automatic ? [{ key: "auto", label: t("offers.filters.automatic"), without: { ...filters, automatic: false } }] : []),
    ...filters.vehicleTypes.map((v) => ({
      key: `v-${v}`,
      label: t(`offers.filters.vehicleType.${v}`),
      without: { ...filters, vehicleTypes: filters.vehicleTypes.filter((x) => x !== v) },
    })),
    ...filters.fuelTypes.map((f) => ({
      key: `f-${f}`,
      label: t(`offers.filters.fuel.${f}`),
      without: { ...filters, fuelTypes: filters.fuelTypes.filter((x) => x !== f) },
    })),
    ...(filters.budgetMin !== undefined || filters.budgetMax !== undefined
      ? [
          {
            key: "budget",
            label: `${t("offers.filters.budget.label")}: ${formats.currency(filters.budgetMin ?? bounds?.min ?? 0)} – ${formats.currency(filters.budgetMax ?? bounds?.max ?? 0)}`,
            without: { ...filters, budgetMin: undefined, budgetMax: undefined },
          },
        ]
      : []),
  ];
  return (
    <Chips role="group" aria-label={t("plus.chips.label")}>
      <ChipList>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Chip aria-label={intl.formatMessage({ id: "plus.chips.remove" }, { name: chip.label })} onClick={() => onChange(chip.without)}>
              {chip.label} <span aria-hidden="true">×</span>
            </Chip>
          </li>
        ))}
      </ChipList>
      <Button $variant="secondary" $size="small" onClick={onReset}>
        <FormattedMessage id="offers.filters.reset" />
      </Button>
    </Chips>
  );
}
