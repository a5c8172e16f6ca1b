import * as v from "valibot";
import { defineEndpoint } from "./endpoint";
import { countryCode, email, id, isoDate, queryBool, slug, text } from "./fields";

const campaign = v.object({
  id,
  /** Path segment of the campaign's registration page. */
  slug,
  /** Country the campaign runs in. */
  country: countryCode,
  /** Cars or trucks (the `?trucks=` list). */
  product: v.picklist(["cars", "trucks"]),
  /** Headline, in the language asked for. */
  title: v.string(),
  /** What a registered customer gets, one sentence. */
  benefit: v.string(),
  /** Conditions, one or two sentences. */
  description: v.string(),
  /** Last day of registration; the benefit expires after it (spec §4). */
  deadline: isoDate,
  /** `closed` once the deadline has passed: the page shows no form. */
  status: v.picklist(["open", "closed"]),
});
export type Campaign = v.InferOutput<typeof campaign>;

/** The registration campaigns of a country, for cars or (with `trucks=true`) trucks. */
export const campaigns = defineEndpoint({
  name: "campaign.list",
  method: "GET",
  path: "/v2/apps/campaign",
  query: v.object({ country: countryCode, trucks: v.optional(queryBool) }),
  body: undefined,
  answer: v.object({ campaigns: v.array(campaign) }),
});

/** One registration campaign. */
export const campaignById = defineEndpoint({
  name: "campaign.get",
  method: "GET",
  path: "/v2/apps/campaign/:campaignId",
  query: v.object({}),
  body: undefined,
  answer: v.object({ campaign }),
});

/**
 * Registers a customer for a campaign's benefit (not named by the spec; designed in docs/web-api.md):
 * 201 when registered, 409 `alreadyRegistered` for a second registration of an e-mail, 410
 * `campaignClosed` after the deadline, 403 `captchaFailed` when the captcha token is refused.
 */
export const registerForCampaign = defineEndpoint({
  name: "campaign.register",
  method: "POST",
  path: "/v2/apps/campaign/:campaignId/registrations",
  captchaAction: "campaign_register",
  query: v.object({}),
  body: v.object({
    firstName: text(50),
    lastName: text(50),
    email,
    /** The visitor accepted the campaign's conditions. */
    acceptTerms: v.literal(true),
    /** Token of the captcha challenge for `campaign_register`. */
    captchaToken: v.pipe(v.string(), v.minLength(1)),
  }),
  answer: v.object({
    /** Reference of the registration, for support. */
    registrationId: id,
    campaignId: id,
  }),
});
