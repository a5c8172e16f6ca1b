import * as v from "valibot";
import { defineEndpoint } from "./endpoint";
import { countryCode, id, isoDate, money, queryInt, queryList, weekdays } from "./fields";
import { engineCode, fuelTypes, vehicleTypeCode } from "./vehicle-codes";

/** Vehicle types of the subscription filters (spec §9). */
export const vehicleTypes = ["convertible", "sedan", "stationWagon", "suv", "van", "multiseater7", "others"] as const;
/** The six availability buckets of spec §9, soonest first. */
export const availabilityBuckets = [
  "fewDays",
  "twoWeeks",
  "fourWeeks",
  "oneToTwoMonths",
  "twoToThreeMonths",
  "moreThanThreeMonths",
] as const;
/** Contract terms in months: 1 is the flexible 30-day term (spec §4, §9). */
export const termMonths = [1, 6, 12] as const;

const branch = v.object({
  id,
  /** Branch name shown to visitors. */
  name: v.string(),
  /** City of the branch, for the city list of the location filter. */
  city: v.string(),
  /** Street address. */
  address: v.string(),
  /** Days on which a car can be picked up; a pickup date on another day is reset (spec §4). */
  openingDays: v.array(v.picklist(weekdays)),
});
export type SubscriptionBranch = v.InferOutput<typeof branch>;

/** Branches where subscription cars can be picked up. */
export const subscriptionBranches = defineEndpoint({
  name: "subscription.branches",
  method: "GET",
  path: "/v2/apps/subscriptionbranches",
  query: v.object({ country: countryCode }),
  body: undefined,
  answer: v.object({ branches: v.array(branch) }),
});

const offerFields = {
  id,
  /** Model name, e.g. `Compact electric hatchback`. */
  model: v.string(),
  /** Body type, one of the vehicle type filter's words (spec §9). */
  vehicleType: v.picklist(vehicleTypes),
  /** Vehicle type code of spec §3: P for a car, L for a van; read with src/web-api/vehicle-codes.ts. */
  vehicleTypeCode,
  /** Engine code of spec §3: H hybrid, E electric, null combustion; read with `fuelTypeOf` (src/web-api/vehicle-codes.ts). */
  engineType: engineCode,
  transmission: v.picklist(["automatic", "manual"]),
  /** Monthly price of the offer's minimum term. */
  pricePerMonth: money,
  /** One-time sign-up (enrolment) fee. */
  signUpFee: money,
  /** Minimum term in months; 1 is the flexible 30-day term. */
  minimumTermMonths: v.picklist(termMonths),
  /** Refund paid back after 6 months with the refund option; null where the offer has none. */
  loyaltyRefundBonus: v.nullable(money),
  /** Payload in kilograms (vans); null for cars. */
  payloadKg: v.nullable(v.number()),
  /** Loading space in cubic metres (vans); null for cars. */
  loadingSpaceM3: v.nullable(v.number()),
  /** Driving licence category needed, e.g. `B`. */
  drivingLicenseCategory: v.string(),
  /** Electric range in kilometres; null for combustion cars. */
  rangeKm: v.nullable(v.number()),
  /** Seats including the driver's. */
  seats: v.number(),
  /** Youngest driver age accepted. */
  minDriverAge: v.number(),
  /** When the car is available, one of the six buckets of spec §9. */
  availability: v.picklist(availabilityBuckets),
  /** First day the car can be picked up. */
  availableFrom: isoDate,
  /** Branches that have the car. */
  branchIds: v.array(id),
};

const offersQuery = v.object({
  country: countryCode,
  /** Only offers at these branches (at most 6, spec §9). */
  branchIds: v.optional(queryList(id, 6)),
  /** Only offers that can be picked up on this date. */
  pickupDate: v.optional(isoDate),
});

const subscriptionOffer = v.object(offerFields);
export type SubscriptionOffer = v.InferOutput<typeof subscriptionOffer>;

/** Subscription offers of a country, priced for their minimum term. */
export const subscriptionOffers = defineEndpoint({
  name: "subscription.offers",
  method: "GET",
  path: "/v1/subscription/subscriptions/offers/country",
  query: offersQuery,
  body: undefined,
  answer: v.object({ offers: v.array(subscriptionOffer) }),
});

const tenureOption = v.object({
  /** Term in months; 1 is the flexible 30-day term. */
  termMonths: v.picklist(termMonths),
  /** Monthly price with this term. */
  pricePerMonth: money,
  /** Whether the refund option (after 6 months) comes with this term. */
  refundOption: v.boolean(),
});
export type TenureOption = v.InferOutput<typeof tenureOption>;
const offerWithTenure = v.object({ ...offerFields, /** Prices per contract term. */ tenureOptions: v.array(tenureOption) });
export type SubscriptionOfferWithTenure = v.InferOutput<typeof offerWithTenure>;

/** Subscription offers with a price for each contract term (API v1.1). */
export const subscriptionOffersWithTenure = defineEndpoint({
  name: "subscription.offersWithTenure",
  method: "GET",
  path: "/v1/subscription/v1.1/subscriptions/offers/country",
  query: offersQuery,
  body: undefined,
  answer: v.object({ offers: v.array(offerWithTenure) }),
});

/** The older flat list of subscription offers of a market (the demo plus-offer-list app shows it). */
export const rentalSubscriptionOffers = defineEndpoint({
  name: "subscription.rentalOffers",
  method: "GET",
  path: "/v1/rentaloffers/subscriptionoffers",
  query: v.object({ market: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}(-[a-z]+)?$/))) }),
  body: undefined,
  answer: v.object({
    offers: v.array(
      v.object({
        id,
        model: v.string(),
        /** Monthly price in the market's currency. */
        pricePerMonth: v.number(),
        minimumTermMonths: v.picklist(termMonths),
        fuelType: v.picklist(fuelTypes),
        transmission: v.picklist(["automatic", "manual"]),
        vehicleType: v.picklist(vehicleTypes),
      }),
    ),
  }),
});

const review = v.object({
  id,
  /** First name and initial, e.g. `Anna K.`. */
  author: v.string(),
  /** Stars, 1 to 5. */
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  /** When the review was written. */
  date: isoDate,
  /** The review's text, in the language it was written in. */
  text: v.string(),
});
export type Review = v.InferOutput<typeof review>;

/** Customer reviews of the subscription, newest first, a page at a time. */
export const reviews = defineEndpoint({
  name: "subscription.reviews",
  method: "GET",
  path: "/v1/subscription/reviews",
  query: v.object({ country: countryCode, page: v.optional(queryInt(1, 1000)), pageSize: v.optional(queryInt(1, 50)) }),
  body: undefined,
  answer: v.object({
    /** Mean rating of all reviews, 1 to 5. */
    average: v.number(),
    /** Number of all reviews. */
    count: v.number(),
    /** This page, from 1. */
    page: v.number(),
    pageSize: v.number(),
    reviews: v.array(review),
  }),
});

/** Offer banners of the subscription (the `offerBanners` flag shows them). */
export const subscriptionCampaigns = defineEndpoint({
  name: "subscription.campaigns",
  method: "GET",
  path: "/v1/subscription/subscriptioncampaigns",
  query: v.object({ country: countryCode }),
  body: undefined,
  answer: v.object({
    campaigns: v.array(
      v.object({
        id,
        /** Short headline of the banner. */
        title: v.string(),
        /** One sentence under the headline. */
        text: v.string(),
        /** Offers the banner applies to; empty for all. */
        offerIds: v.array(id),
        /** Last day the banner shows. */
        validUntil: isoDate,
      }),
    ),
  }),
});
