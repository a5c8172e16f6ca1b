import { bookingStepPage } from "./booking-step";
import { TemplateHead } from "./page-template";

/** The reservation's number and activities (step 5 of the booking journey). */
export default bookingStepPage("booking-confirmation");

export const Head = TemplateHead;
