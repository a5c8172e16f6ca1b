import type { Market } from "../../../markets/schema";
import { captchaUnavailable, failureOf, formMessageOf } from "../../components/form";
import type { HelpArticleLink, HelpCentreInfo } from "../../page-context/help-page-data";
import { pageApiClient } from "../../page-context/use-api";
import { captchaToken, prepareCaptcha } from "../../services/captcha";
import { ApiError } from "../../web-api/errors";
import { helpCentreEndpoints } from "../../web-api/help-centre";
import { contactFields, internationalPhone, type ContactField } from "./contact/rules";
import { helpPaths } from "./paths";
import { loadSearchIndex, searchLocally } from "./search/local-index";
import { queryWords } from "./search/words";

/*
 * The help centre's calls from the browser: the API client, the centre's schemas, the offline index
 * and the captcha's interface. A chunk of its own, fetched when the visitor first focuses the search
 * or the contact form (or a search comes in the address), so a help page's first load carries none of it.
 */

/** One page of the API's search results for a query, with the site's article paths. */
export async function searchPage(
  acceptLanguage: readonly string[],
  info: HelpCentreInfo,
  request: Readonly<{ q: string; page: number; pageSize: number; signal: AbortSignal }>,
): Promise<{ total: number; results: HelpArticleLink[] }> {
  const { q, page, pageSize, signal } = request;
  const answer = await pageApiClient(acceptLanguage).call(helpCentreEndpoints(info.centre).search, {
    query: { "country-code": info.countryCode, bookingTypeId: info.centre, q, page, pageSize },
    signal,
  });
  const paths = helpPaths(info.home);
  return {
    total: answer.total,
    results: answer.results.map((a) => ({ id: a.id, title: a.title, summary: a.summary, path: paths.article(a.slug), locale: a.locale })),
  };
}

/** Every match of the build's offline index for a query, best first: the search's answer when the API fails. */
export async function searchOffline(info: HelpCentreInfo, q: string): Promise<HelpArticleLink[]> {
  return searchLocally(await loadSearchIndex(info.searchIndex), queryWords(q));
}

/** Readies the contact form's captcha while the visitor types: its script loads, its challenge waits for the submission. */
export const prepareContact = (): void => prepareCaptcha("help_contact");

/** What became of a contact form sent: its ticket's reference, a field the API refused, or the form's message id. */
export type ContactOutcome =
  | Readonly<{ kind: "sent"; ticketId: string }>
  | Readonly<{ kind: "invalidField"; field: ContactField }>
  | Readonly<{ kind: "failed"; message: string }>;

const isField = (name: string | undefined): name is ContactField => contactFields.some((f) => f === name);

/** Sends the contact form with a captcha token and the market's flow id; never rejects. */
export async function sendContact(
  market: Market,
  info: HelpCentreInfo,
  values: Readonly<Record<ContactField, string>>,
): Promise<ContactOutcome> {
  try {
    const token = await captchaToken("help_contact").catch(captchaUnavailable);
    const optional = (value: string) => (value.trim() === "" ? undefined : value.trim());
    const answer = await pageApiClient(market.acceptLanguage).call(helpCentreEndpoints(info.centre).contact, {
      body: {
        "country-code": info.countryCode,
        topic: values.topic,
        name: values.name.trim(),
        phone: internationalPhone(values.phone, market.countryCodeNumber),
        message: values.message.trim(),
        rentalAgreement: optional(values.rentalAgreement),
        bookingId: optional(values.bookingId),
        captchaToken: token,
        contactFlowId: market.contactFlowIdHelpAndContact,
      },
    });
    return { kind: "sent", ticketId: answer.ticketId };
  } catch (error) {
    if (error instanceof ApiError && failureOf(error) === "invalidField" && isField(error.field))
      return { kind: "invalidField", field: error.field };
    return { kind: "failed", message: formMessageOf(failureOf(error)) };
  }
}
