import { screen } from "@testing-library/react";
import { markets } from "../../../markets/index";
import type { Market } from "../../../markets/schema";
import CalendarDialog from "../../../src/features/plus-offers/calendar-dialog";
import { PageMessages } from "../../../src/i18n/build/page-messages";
import { useMarketFormats } from "../../../src/page-context/use-market-formats";
import { useSitePage } from "../../../src/page-context/site-page";
import { appProps } from "../../../src/runtime-apps/app-props";
import { pageFor, renderInPage } from "../layouts/page-fixture";
import { repoBundles } from "../repo-bundles";

/**
 * Spec §9's date tables, per market (docs/languages.md, "Dates"). Markets that set a pattern write it:
 * DD/MM/YYYY in the UK, MM/DD/YYYY in the US (the Spanish pages on its host too), DD.MM.YYYY ("most
 * markets") in the countries whose English pages take a month-first bundle (en-US, en-NZ) and on their
 * Arabic pages. The others write their text bundle's: dd.MM.yyyy (de, es, fr), dd/MM/yyyy (en-GB, it),
 * dd-MM-yyyy (nl); the languages §9 does not list write their own numeric date.
 */
const expected: Readonly<Record<string, string>> = {
  // The market's own pattern.
  us: "MM/DD/YYYY",
  "us-business": "MM/DD/YYYY",
  "us-es": "MM/DD/YYYY",
  gb: "DD/MM/YYYY",
  "gb-business": "DD/MM/YYYY",
  ae: "DD.MM.YYYY",
  "ae-ar": "DD.MM.YYYY",
  // English under /en on a holiday host: the host's own pattern, the one its main pages write.
  "es-en": "DD.MM.YYYY",
  "fr-en": "DD.MM.YYYY",
  "hr-en": "DD.MM.YYYY",
  "it-en": "DD/MM/YYYY",
  "pt-en": "DD/MM/YYYY",
  ca: "DD.MM.YYYY",
  "ca-fr": "DD.MM.YYYY",
  eg: "DD.MM.YYYY",
  "eg-ar": "DD.MM.YYYY",
  sa: "DD.MM.YYYY",
  "sa-ar": "DD.MM.YYYY",
  sg: "DD.MM.YYYY",
  nz: "DD.MM.YYYY",
  // The text bundle's: dd.MM.yyyy (de, es, fr).
  de: "DD.MM.YYYY",
  at: "DD.MM.YYYY",
  ch: "DD.MM.YYYY",
  es: "DD.MM.YYYY",
  "es-business": "DD.MM.YYYY",
  ar: "DD.MM.YYYY",
  cl: "DD.MM.YYYY",
  co: "DD.MM.YYYY",
  cr: "DD.MM.YYYY",
  mx: "DD.MM.YYYY",
  pa: "DD.MM.YYYY",
  fr: "DD.MM.YYYY",
  "fr-business": "DD.MM.YYYY",
  "be-fr": "DD.MM.YYYY",
  "ch-fr": "DD.MM.YYYY",
  gp: "DD.MM.YYYY",
  ma: "DD.MM.YYYY",
  // dd/MM/yyyy (en-GB, it; en-AU too).
  cy: "DD/MM/YYYY",
  ie: "DD/MM/YYYY",
  mt: "DD/MM/YYYY",
  it: "DD/MM/YYYY",
  "it-business": "DD/MM/YYYY",
  au: "DD/MM/YYYY",
  // dd-MM-yyyy (nl).
  nl: "DD-MM-YYYY",
  "nl-business": "DD-MM-YYYY",
  be: "DD-MM-YYYY",
  // The languages §9 does not list, in their own numeric date.
  dk: "DD.MM.YYYY",
  ee: "DD.MM.YYYY",
  fi: "DD.MM.YYYY",
  hr: "DD.MM.YYYY",
  is: "DD.MM.YYYY",
  lv: "DD.MM.YYYY",
  no: "DD.MM.YYYY",
  pl: "DD.MM.YYYY",
  ro: "DD.MM.YYYY",
  si: "DD.MM.YYYY",
  hu: "YYYY.MM.DD",
  lt: "YYYY-MM-DD",
  se: "YYYY-MM-DD",
  pt: "DD/MM/YYYY",
  br: "DD/MM/YYYY",
};

const day = new Date(2026, 0, 5);
/** The 5th of January 2026 in a pattern, written out here rather than by the code under test. */
const fifthOfJanuary = (pattern: string): string => pattern.replace("DD", "05").replace("MM", "01").replace("YYYY", "2026");

const pageMessages = new PageMessages(repoBundles());
/** The market's start page (template start) in a layout, with the messages that page gets when built. */
const startPage = (market: Market, layout: "ibe" | "plus") =>
  pageFor(layout, {
    market,
    domain: market.host,
    language_code: market.locale,
    messages: pageMessages.of({ market, template: "start", layout }),
  });

/** What the start page's booking engine is told to write dates in, as its slot hands it over. */
function BookingEngineDateFormat() {
  const { market } = useSitePage();
  const { datePattern } = useMarketFormats();
  const props = appProps(market, datePattern, "prod", `https://${market.host}`, "https://apps.example/rac-search/", {}, "booking-engine");
  return <output aria-label="booking engine date format">{props.dateFormat}</output>;
}

/** The plus offers' calendar as the offers list opens it, with the page's formats. */
function PlusCalendar() {
  const { market } = useSitePage();
  const formats = useMarketFormats();
  return (
    <CalendarDialog
      locale={market.locale}
      formats={formats}
      selected={undefined}
      min={day}
      closedDays={[]}
      onSelect={() => {}}
      onClose={() => {}}
    />
  );
}

describe("numeric dates in every market", () => {
  it("has an expected pattern for each of the 61 markets, and for no other", () => {
    expect(markets).toHaveLength(61);
    expect(Object.keys(expected).sort()).toEqual(markets.map((m) => m.id).sort());
  });

  describe.each(markets.map((m) => [m.id, m] as const))("market %s", (id, market) => {
    const pattern = expected[id] ?? "none";

    it("hands the start page's booking engine its date pattern", () => {
      renderInPage(<BookingEngineDateFormat />, startPage(market, "ibe"));
      expect(screen.getByRole("status", { name: "booking engine date format" })).toHaveTextContent(pattern);
    });

    it("writes the plus calendar's earliest date in its pattern", () => {
      renderInPage(<PlusCalendar />, startPage(market, "plus"));
      expect(screen.getByRole("dialog")).toHaveTextContent(fifthOfJanuary(pattern));
    });
  });
});
