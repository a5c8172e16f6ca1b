import type { HelpCentreInfo } from "../../../../src/page-context/help-page-data";

/** The US site's rental help centre as its pages carry it, with one topic. */
export const usCentre: HelpCentreInfo = {
  centre: "rent",
  countryCode: "US",
  home: "/help",
  search: "/help/search",
  searchIndex: "/help/search-index.json",
  contact: "/help#/help-and-contact",
  topics: [{ id: "rent-booking", title: "Booking and changes" }],
};
