import { useIntl } from "react-intl";
import { RoutedSlot } from "../../components/routed-slot";
import { zenRoutes, type ZenHome } from "./routes";

/** The zen funnel: the app of the hash's step (routes.ts), under the zen layout's loading overlay. */
export function ZenFunnel({ home }: { home: ZenHome }) {
  const intl = useIntl();
  return <RoutedSlot routes={zenRoutes(home)} nameOf={(route) => intl.formatMessage({ id: `zen.route.${route.id}` })} />;
}
