import { bookingStepPage } from "./booking-step";
import { TemplateHead } from "./page-template";

/** The driver's details and the booking (step 4 of the booking journey). */
export default bookingStepPage("booking-driver");

export const Head = TemplateHead;
