import { fleetPage } from "./fleet-page";
import { TemplateHead } from "./page-template";

/** The car fleet page (the German sites' `{brand}-mieten`): car classes, the booking engine for cars. */
export default fleetPage("fleet");

export const Head = TemplateHead;
