import { fleetPage } from "./fleet-page";
import { TemplateHead } from "./page-template";

/** The truck page: vans and trucks, the booking engine in truck mode. */
export default fleetPage("truck");

export const Head = TemplateHead;
