import { useRef, type KeyboardEvent } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { vehicleKindOf, type VehicleTypeCode } from "../../web-api/vehicle-codes";

/** The two product tabs of the truck-tabs flag: cars, and vans and trucks. */
export type ProductTab = "cars" | "vans";
const tabs: readonly ProductTab[] = ["cars", "vans"];

const List = styled.div`
  display: flex;
  gap: var(--space-1);
  margin: var(--space-4) 0 0;
  border-bottom: 1px solid var(--color-border);
  button { font: inherit; color: inherit; min-height: 2.75rem; padding: var(--space-2) var(--space-4); border: 0; border-bottom: 3px solid transparent; background: none; cursor: pointer; }
  button[aria-selected="true"] { border-bottom-color: var(--color-brand); font-weight: var(--weight-bold); }
  button:focus-visible { outline: 3px solid var(--color-focus); outline-offset: -3px; }
`;

/** Tabs over the list (truck-tabs flag); arrow keys move between them, as a tab list does. */
export function ProductTabs({
  value,
  onChange,
  panelId,
  idOf,
}: {
  value: ProductTab;
  onChange: (tab: ProductTab) => void;
  panelId: string;
  idOf: (tab: ProductTab) => string;
}) {
  const intl = useIntl();
  const buttons = useRef<Partial<Record<ProductTab, HTMLButtonElement | null>>>({});
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const next = tabs[(tabs.indexOf(value) + (event.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length] ?? "cars";
    onChange(next);
    buttons.current[next]?.focus();
  };
  return (
    <List role="tablist" aria-label={intl.formatMessage({ id: "plus.tabs.label" })} onKeyDown={onKey}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            buttons.current[tab] = element;
          }}
          id={idOf(tab)}
          type="button"
          role="tab"
          aria-selected={value === tab}
          aria-controls={panelId}
          tabIndex={value === tab ? 0 : -1}
          onClick={() => onChange(tab)}
        >
          {intl.formatMessage({ id: `plus.tabs.${tab}` })}
        </button>
      ))}
    </List>
  );
}

/** Whether an offer belongs on a tab by its vehicle type code: vans (code L) on the vans tab, everything else on the cars tab. */
export const onTab = (tab: ProductTab, code: VehicleTypeCode): boolean => (tab === "vans") === (vehicleKindOf(code) === "truck");
