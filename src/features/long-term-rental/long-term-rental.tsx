import { useIntl } from "react-intl";
import { RoutedSlot } from "../../components/routed-slot";
import { longTermRoutes } from "./routes";

/** The long-term rental page's app: the contract container, or the step its hash names (routes.ts). */
export function LongTermRental() {
  const intl = useIntl();
  return <RoutedSlot routes={longTermRoutes} nameOf={(route) => intl.formatMessage({ id: `longTerm.route.${route.id}` })} />;
}
