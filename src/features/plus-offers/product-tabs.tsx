import { useIntl } from "react-intl";
import { Tabs } from "../../components/tabs";
import { vehicleKindOf, type VehicleTypeCode } from "../../web-api/vehicle-codes";

/** The two product tabs of the truck-tabs flag: cars, and vans and trucks. */
export type ProductTab = "cars" | "vans";
const tabs: readonly ProductTab[] = ["cars", "vans"];

type Props = { value: ProductTab; onChange: (tab: ProductTab) => void; panelId: string; idOf: (tab: ProductTab) => string };

/** Tabs over the list (truck-tabs flag): cars, and vans and trucks. */
export function ProductTabs(props: Props) {
  const intl = useIntl();
  return (
    <Tabs
      {...props}
      label={intl.formatMessage({ id: "plus.tabs.label" })}
      tabs={tabs.map((tab) => ({ value: tab, label: intl.formatMessage({ id: `plus.tabs.${tab}` }) }))}
    />
  );
}

/** Whether an offer belongs on a tab by its vehicle type code: vans (code L) on the vans tab, everything else on the cars tab. */
export const onTab = (tab: ProductTab, code: VehicleTypeCode): boolean => (tab === "vans") === (vehicleKindOf(code) === "truck");
