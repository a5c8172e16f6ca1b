import * as auth from "./auth";
import * as booking from "./booking";
import * as branches from "./branches";
import * as campaigns from "./campaigns";
import type { Endpoint } from "./endpoint";
import { helpCentreEndpoints } from "./help-centre";
import * as locations from "./locations";
import * as rental from "./rental";
import * as subscription from "./subscription";
import * as users from "./users";

/** Every endpoint of the web API the site uses: for the fixture API and the contract test, not the browser. */
export const allEndpoints: readonly Endpoint[] = [
  branches.stations,
  branches.geosuggest,
  rental.rentalOffers,
  rental.fleetList,
  booking.rentalConfigurations,
  booking.createReservation,
  booking.reservationActivities,
  booking.addressTemplates,
  subscription.subscriptionBranches,
  subscription.subscriptionOffers,
  subscription.subscriptionOffersWithTenure,
  subscription.rentalSubscriptionOffers,
  subscription.reviews,
  subscription.subscriptionCampaigns,
  campaigns.campaigns,
  campaigns.campaignById,
  campaigns.registerForCampaign,
  users.signUp,
  users.confirmEmail,
  users.resendConfirmation,
  auth.login,
  auth.passwordReset,
  locations.geoip,
  locations.fleetLocations,
  locations.locations,
  ...Object.values(helpCentreEndpoints("rent")),
  ...Object.values(helpCentreEndpoints("ride")),
] as readonly Endpoint[];
