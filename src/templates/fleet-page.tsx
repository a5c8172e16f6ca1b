import type { ComponentType } from "react";
import { FleetList } from "../features/fleet/fleet-list";
import { fleetTemplates, type FleetTemplate } from "../page-context/fleet-page-data";
import IbeLayout from "../layouts/ibe";
import { bookingEngineFor } from "../runtime-apps/booking-engine-for";
import { useSitePage } from "../page-context/site-page";
import { PageContent } from "./page-template";

/**
 * The page component of a fleet template, always in the ibe layout: the editorial intro, then the
 * vehicle classes built from the web API; the booking engine above them searches the same vehicles.
 */
export function fleetPage(template: FleetTemplate): ComponentType {
  const booking = bookingEngineFor(fleetTemplates[template]);
  return function FleetPage() {
    const page = useSitePage();
    return (
      <IbeLayout page={page} booking={booking}>
        <PageContent>{page.fleet && <FleetList fleet={page.fleet} />}</PageContent>
      </IbeLayout>
    );
  };
}
