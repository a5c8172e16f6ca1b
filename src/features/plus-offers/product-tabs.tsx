import { useIntl } from "react-intl";
import { Tabs } from "../../components/tabs";
import { vehicleKindOf, type VehicleTypeCode } from "../../web-api/vehicle-codes";

/**
 * The product tabs: cars, and vans and trucks under the truck-tabs flag (else one tab with all
 * vehicles), and the unlimited subscription where the market offers it (the plus-unlimited app).
 */
export type ProductTab = "all" | "cars" | "vans" | "unlimited";

/** The tabs a plus page shows; none when there is only the one list to show. */
export function productTabs(truckTabs: boolean, unlimited: boolean): readonly ProductTab[] {
  const lists: readonly ProductTab[] = truckTabs ? ["cars", "vans"] : ["all"];
  return unlimited ? [...lists, "unlimited"] : truckTabs ? lists : [];
}

type Props = {
  tabs: readonly ProductTab[];
  value: ProductTab;
  onChange: (tab: ProductTab) => void;
  panelId: string;
  idOf: (tab: ProductTab) => string;
};

/** Tabs over the list: the vehicles' lists and the unlimited subscription (productTabs). */
export function ProductTabs({ tabs, ...props }: Props) {
  const intl = useIntl();
  return (
    <Tabs
      {...props}
      tabs={tabs.map((tab) => ({ value: tab, label: intl.formatMessage({ id: `plus.tabs.${tab}` }) }))}
      label={intl.formatMessage({ id: "plus.tabs.label" })}
    />
  );
}

/** Whether an offer belongs on a list's tab by its vehicle type code: vans (code L) on the vans tab, everything else on the cars tab, all on all. */
export const onTab = (tab: Exclude<ProductTab, "unlimited">, code: VehicleTypeCode): boolean =>
  tab === "all" || (tab === "vans") === (vehicleKindOf(code) === "truck");
