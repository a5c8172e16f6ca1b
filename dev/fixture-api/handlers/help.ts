import { markets } from "../../../markets/index";
import { helpCentreEndpoints, type HelpArticle, type HelpArticleSummary, type HelpCentre } from "../../../src/web-api/help-centre";
import { created, FixtureError, ok, route, type Route } from "../router";
import { helpLanguagesIn, loadHelpContent, scaleHelpContent, searchArticles, type HelpContent } from "../seed/help";
import { firstOffered } from "../seed/languages";
import type { FixtureState } from "../state";

/** Each centre's name per language of its data files; a language without one gets the English name. */
const titles: Readonly<Record<HelpCentre, Readonly<{ en: string } & Partial<Record<string, string>>>>> = {
  rent: {
    en: "Car and van rental",
    de: "Auto- und Transportervermietung",
    fr: "Location de voitures et d'utilitaires",
    es: "Alquiler de coches y furgonetas",
    it: "Noleggio auto e furgoni",
    nl: "Auto- en bestelwagenverhuur",
    ar: "تأجير السيارات والفانات",
  },
  ride: {
    en: "Rides with a driver",
    de: "Fahrten mit Chauffeur",
    fr: "Trajets avec chauffeur",
    es: "Viajes con conductor",
    it: "Corse con autista",
    nl: "Ritten met chauffeur",
  },
};

/**
 * Checks a contact request's flow id against the sites of its country, as the real API routes a request
 * by its flow: each site sends its own (`contactFlowIdHelpAndContact`), a business site the business one.
 */
export function checkContactFlow(countryCode: string, flowId: string): void {
  const flows = markets.filter((m) => m.countryAlpha2 === countryCode).map((m) => m.contactFlowIdHelpAndContact);
  if (!flows.includes(flowId))
    throw new FixtureError(
      400,
      "invalidField",
      `contactFlowId ${flowId} is not the help contact flow of a site in ${countryCode}: expected one of ${flows.join(", ") || "none (no site in that country)"}`,
      "contactFlowId",
    );
}

const summaryOf = ({ body: _body, updatedAt: _updated, ...summary }: HelpArticle): HelpArticleSummary => summary;

/**
 * The routes of one help centre, in the first language of the request's Accept-Language that the
 * centre has a data file for, else English; its content is read once per language.
 */
export function helpRoutes(centre: HelpCentre, dataDir: string, state: FixtureState, scale = 1): Route[] {
  const api = helpCentreEndpoints(centre);
  // Read on the first call, as the content is: a fixture that is never asked for help needs no data folder.
  let languages: string[] | undefined;
  const languageOf = (acceptLanguage: string | null) => firstOffered(acceptLanguage, (languages ??= helpLanguagesIn(dataDir, centre)));
  const cache = new Map<string, HelpContent>();
  const content = (acceptLanguage: string | null): HelpContent => {
    const language = languageOf(acceptLanguage);
    const known = cache.get(language);
    if (known) return known;
    const loaded = scaleHelpContent(loadHelpContent(dataDir, centre, language), scale);
    cache.set(language, loaded);
    return loaded;
  };
  const article = (acceptLanguage: string | null, id: string): HelpArticle => {
    const found = content(acceptLanguage).articles.find((a) => a.id === id);
    if (!found) throw new FixtureError(404, "notFound", `no article ${id}`, "articleId");
    return found;
  };
  return [
    route(api.bookingType, ({ acceptLanguage }) => {
      const language = languageOf(acceptLanguage);
      return ok({ bookingTypes: [{ id: centre, title: titles[centre][language] ?? titles[centre].en }] });
    }),
    route(api.categories, ({ acceptLanguage }) => ok({ categories: [...content(acceptLanguage).categories] })),
    route(api.categorySections, ({ params, acceptLanguage }) => {
      const { categories, sections } = content(acceptLanguage);
      if (!categories.some((c) => c.id === params.categoryId))
        throw new FixtureError(404, "notFound", `no category ${params.categoryId}`, "categoryId");
      return ok({ sections: sections.filter((s) => s.categoryId === params.categoryId) });
    }),
    route(api.sectionArticles, ({ query, acceptLanguage }) => {
      const { sections, articles } = content(acceptLanguage);
      if (!sections.some((s) => s.id === query.sectionId))
        throw new FixtureError(404, "notFound", `no section ${query.sectionId}`, "sectionId");
      return ok({ articles: articles.filter((a) => a.sectionId === query.sectionId).map(summaryOf) });
    }),
    route(api.featuredArticles, ({ acceptLanguage }) => {
      const { featured, articles } = content(acceptLanguage);
      return ok({ articles: featured.flatMap((id) => articles.filter((a) => a.id === id)).map(summaryOf) });
    }),
    route(api.article, ({ params, acceptLanguage }) => ok({ article: article(acceptLanguage, params.articleId) })),
    route(api.search, ({ query, acceptLanguage }) => {
      const results = searchArticles(content(acceptLanguage).articles, query.q);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 10;
      return ok({ total: results.length, page, pageSize, results: results.slice((page - 1) * pageSize, page * pageSize).map(summaryOf) });
    }),
    route(api.vote, ({ params, body, acceptLanguage }) => {
      const key = `${centre}/${article(acceptLanguage, params.articleId).id}`;
      const counts = state.votes.get(key) ?? { helpful: 0, notHelpful: 0 };
      if (body.helpful) counts.helpful += 1;
      else counts.notHelpful += 1;
      state.votes.set(key, counts);
      return created({ articleId: params.articleId, ...counts });
    }),
    route(api.contact, ({ body, acceptLanguage }) => {
      checkContactFlow(body["country-code"], body.contactFlowId);
      if (!content(acceptLanguage).categories.some((c) => c.id === body.topic))
        throw new FixtureError(400, "invalidField", `unknown topic ${body.topic}`, "topic");
      return created({ ticketId: state.nextId("ticket") });
    }),
  ];
}
