import { bookingStepPage } from "./booking-step";
import { TemplateHead } from "./page-template";

/** An offer's details and extras (step 3 of the booking journey). */
export default bookingStepPage("booking-extras");

export const Head = TemplateHead;
