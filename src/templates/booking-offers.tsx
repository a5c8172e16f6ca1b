import { bookingStepPage } from "./booking-step";
import { TemplateHead } from "./page-template";

/** The offers of a search (step 2 of the booking journey): the search comes in the address. */
export default bookingStepPage("booking-offers");

export const Head = TemplateHead;
