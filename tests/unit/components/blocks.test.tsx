import { screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { HERO, IMAGE_TEXT, TEASER } from "../../../src/components/blocks/boxes";
import { HeroPreload } from "../../../src/components/blocks/hero/preload";
import { LayoutPart } from "../../../src/layouts/parts/layout-props";
import { contentParts } from "../../../src/components/blocks/block-views";
import { PageBlocks } from "../../../src/components/blocks/page-blocks";
import { parseMarkup } from "../../../src/markup";
import type { BuiltBlock } from "../../../src/page-context/blocks";
import type { BuiltImage } from "../../../src/page-context/built-image";
import { PageContent, TemplateHead } from "../../../src/templates/page-template";
import { pageFor, renderInPage } from "../layouts/page-fixture";

const built = (stem: string, w: number, h: number): BuiltImage => ({
  width: w,
  height: h,
  avif: `/static/media/${stem}-${w}.avif ${w}w, /static/media/${stem}-${w * 2}.avif ${w * 2}w`,
  webp: `/static/media/${stem}-${w}.webp ${w}w, /static/media/${stem}-${w * 2}.webp ${w * 2}w`,
  src: `/static/media/${stem}-${w}.webp`,
});

const hero: BuiltBlock = {
  type: "hero",
  title: "Rent a car, van or truck",
  text: "Book in a few clicks.",
  image: { desktop: built("wide", 1600, 640), mobile: built("tall", 375, 400), alt: "A car on a road" },
  link: { label: "See our offers", url: "/online" },
};
const teasers: BuiltBlock = {
  type: "product-lines",
  title: "Everything that moves you",
  items: [
    { line: "rent-car", title: "Car rental", text: "Small and large.", url: "/online", icon: "M1 1h2", image: built("car", 400, 300) },
    { line: "rent-truck", title: "Vans and trucks", text: "Up to 7.5 t.", url: "/truck", icon: "M7 7h9" },
  ],
};
const reasons: BuiltBlock = {
  type: "reasons",
  title: "Why rent with us",
  items: [{ icon: "M2 2h5", title: "Free cancellation", text: "Mostly." }],
};
const banner: BuiltBlock = {
  type: "app-banner",
  title: "Get the app",
  text: "Book on your phone.",
  icon: "M3 3h3",
  stores: [
    { store: "ios", href: "https://apps.movanta.example/ios" },
    { store: "android", href: "https://apps.movanta.example/android" },
  ],
};
const faq: BuiltBlock = {
  type: "faq",
  title: "Questions and answers",
  items: [{ question: "Can I cancel?", answer: "Yes, until pick-up." }],
};
const cities: BuiltBlock = {
  type: "city-links",
  title: "Car rental in your city",
  cities: [{ name: "Boston", path: "/car-rental/boston" }],
};
const imageText: BuiltBlock = {
  type: "image-text",
  title: "At the airport",
  body: parseMarkup("Pick up **at the gate**."),
  image: built("branch", 560, 420),
  alt: "A branch at an airport",
  imageSide: "end",
};

/** Renders the page's blocks, with its body (markup) when given. */
function renderBlocks(blocks: BuiltBlock[] | undefined, body?: string) {
  return renderInPage(
    <PageBlocks parts={contentParts} />,
    pageFor("ibe", { blocks, body: body === undefined ? undefined : parseMarkup(body) }),
  );
}

describe("a page's content blocks", () => {
  it("come in their order, each a section named by its h2, with the hero's title as the page's only h1", () => {
    renderBlocks([hero, teasers, reasons, banner, cities, faq, imageText]);
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Rent a car, van or truck"]);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Everything that moves you",
      "Why rent with us",
      "Get the app",
      "Car rental in your city",
      "Questions and answers",
      "At the airport",
    ]);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Car rental",
      "Vans and trucks",
      "Free cancellation",
    ]);
    expect(screen.getByRole("region", { name: "Why rent with us" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Rent a car, van or truck" })).toBeInTheDocument();
  });

  it("show the hero's picture at once and first in line: AVIF and WebP per screen size, with its boxes", () => {
    const { container } = renderBlocks([hero]);
    const img = screen.getByRole("img", { name: "A car on a road" });
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).not.toHaveAttribute("loading");
    expect(img).toHaveAttribute("width", "375");
    expect(img).toHaveAttribute("height", "400");
    expect(img).toHaveAttribute("sizes", HERO.mobile.sizes);
    const sources = [...container.querySelectorAll("picture > source")].map((s) => [
      s.getAttribute("media"),
      s.getAttribute("type"),
      `${s.getAttribute("width")}x${s.getAttribute("height")}`,
      s.getAttribute("sizes"),
    ]);
    expect(sources).toEqual([
      ["(min-width: 650px)", "image/avif", "1600x640", HERO.desktop.sizes],
      ["(min-width: 650px)", "image/webp", "1600x640", HERO.desktop.sizes],
      [null, "image/avif", "375x400", HERO.mobile.sizes],
    ]);
    expect(screen.getByRole("link", { name: "See our offers" })).toHaveAttribute("href", "/online");
  });

  it("load the teasers' pictures lazily at their box, show a line's icon without one, and link each card to its line", () => {
    const { container } = renderBlocks([teasers]);
    const img = container.querySelector("li img");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(img).toHaveAttribute("alt", "");
    expect(img).toHaveAttribute("width", "400");
    expect(img).toHaveAttribute("height", "300");
    expect(img).toHaveAttribute("sizes", TEASER.sizes);
    expect(img).not.toHaveAttribute("fetchpriority");
    expect(container.querySelector('li svg[aria-hidden="true"] path')).toHaveAttribute("d", "M7 7h9");
    expect(screen.getByRole("link", { name: "Vans and trucks" })).toHaveAttribute("href", "/truck");
  });

  it("draw each reason's icon from the path the build copied in, as decoration", () => {
    const { container } = renderBlocks([reasons]);
    expect(container.querySelector('svg[aria-hidden="true"] path')).toHaveAttribute("d", "M2 2h5");
  });

  it("open the app's stores in a new window without opener, and say so", () => {
    renderBlocks([banner]);
    const stores = screen.getByRole("list", { name: "Download the app" });
    const ios = within(stores).getByRole("link", { name: "App for iOS (opens in a new window)" });
    expect(ios).toHaveAttribute("href", "https://apps.movanta.example/ios");
    expect(ios).toHaveAttribute("target", "_blank");
    expect(ios.getAttribute("rel")).toContain("noopener");
    expect(within(stores).getAllByRole("link")).toHaveLength(2);
  });

  it("answer each question in a native disclosure, closed at first", () => {
    const { container } = renderBlocks([faq]);
    const details = container.querySelector("details");
    expect(details).not.toHaveAttribute("open");
    expect(details?.querySelector("summary")).toHaveTextContent("Can I cancel?");
    expect(details).toHaveTextContent("Yes, until pick-up.");
  });

  it("link the market's cities to their pages", () => {
    renderBlocks([cities]);
    expect(screen.getByRole("link", { name: "Boston" })).toHaveAttribute("href", "/car-rental/boston");
  });

  it("show an image-text block's markup beside its lazy picture", () => {
    const { container } = renderBlocks([imageText]);
    expect(screen.getByText("at the gate").tagName).toBe("STRONG");
    const img = screen.getByRole("img", { name: "A branch at an airport" });
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("sizes", IMAGE_TEXT.sizes);
    expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute("srcset", built("branch", 560, 420).avif);
  });
});

describe("where a page with blocks shows its body", () => {
  const body = "## Renting with us\n\nHelp by phone.";

  it("at its body block", () => {
    renderBlocks([hero, faq, { type: "body" }], body);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Questions and answers", "Renting with us"]);
  });

  it("right after the hero without a body block, and first without a hero", () => {
    const { unmount } = renderBlocks([hero, faq], body);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Renting with us", "Questions and answers"]);
    unmount();
    renderBlocks([faq], "# Rent a car\n\nText.");
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual(["Rent a car", "Questions and answers"]);
  });

  it("nowhere with a hero and no body: the hero's title is the one h1, and no fallback title is added", () => {
    renderBlocks([hero, faq]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("as before on a page without blocks: its title as the h1 when it has no body", () => {
    renderBlocks(undefined);
    expect(screen.getByRole("heading", { level: 1, name: "Rent a car | Movanta" })).toBeInTheDocument();
  });
});

describe("where the template's own part stands", () => {
  const part: BuiltBlock = { type: "template-part" };
  const page = pageFor("plus", {
    blocks: [reasons, part, faq, teasers],
    price_from: { amount: 529, unit: "month" },
    priceFromText: "$529.00",
  });
  const order = (container: HTMLElement) =>
    [...container.querySelectorAll("h2, [data-part]")].map((e) => e.getAttribute("data-part") ?? e.textContent);

  it("between the blocks before and after the template-part block, with the page's price", () => {
    const { container } = renderInPage(
      <PageContent>
        <p data-part="template">offers</p>
      </PageContent>,
      page,
    );
    expect(order(container)).toEqual(["Why rent with us", "template", "Questions and answers", "Everything that moves you"]);
    const price = screen.getByText(/\$529\.00/);
    expect(screen.getByText("Why rent with us").compareDocumentPosition(price) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(price.compareDocumentPosition(screen.getByText("offers")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("with the layout's own part after it, and the closing blocks after both", () => {
    const { container } = renderInPage(
      <LayoutPart.Provider value={<p data-part="layout">offers list</p>}>
        <PageContent>
          <p data-part="template">form</p>
        </PageContent>
      </LayoutPart.Provider>,
      page,
    );
    expect(order(container)).toEqual(["Why rent with us", "template", "layout", "Questions and answers", "Everything that moves you"]);
  });

  it("after all blocks without a template-part block, as before", () => {
    const { container } = renderInPage(
      <LayoutPart.Provider value={<p data-part="layout">offers list</p>}>
        <PageContent />
      </LayoutPart.Provider>,
      pageFor("plus", { blocks: [reasons, faq] }),
    );
    expect(order(container)).toEqual(["Why rent with us", "Questions and answers", "layout"]);
  });
});

describe("the head of a page with blocks", () => {
  it("preloads the hero's AVIF for each screen size with high priority, exactly as the picture asks for it", () => {
    const html = renderToStaticMarkup(<HeroPreload blocks={[hero, faq]} />);
    const links = [...new DOMParser().parseFromString(`<head>${html}</head>`, "text/html").querySelectorAll('link[rel="preload"]')];
    expect(
      links.map((l) => [
        l.getAttribute("rel"),
        l.getAttribute("as"),
        l.getAttribute("type"),
        l.getAttribute("media"),
        l.getAttribute("imagesrcset"),
        l.getAttribute("imagesizes"),
        l.getAttribute("fetchpriority"),
      ]),
    ).toEqual([
      ["preload", "image", "image/avif", "(min-width: 650px)", hero.image.desktop.avif, HERO.desktop.sizes, "high"],
      ["preload", "image", "image/avif", "not all and (min-width: 650px)", hero.image.mobile.avif, HERO.mobile.sizes, "high"],
    ]);
    expect(renderToStaticMarkup(<HeroPreload blocks={[faq]} />)).toBe("");
  });

  // From 960 px up the hero's text stands on a card anchored to the picture's foot: read in part, it would paint short and grow upwards.
  it("holds the first frame until the parser has read the whole hero, up to its empty last element", () => {
    const { container } = renderBlocks([hero, faq]);
    const end = container.querySelector("section")?.lastElementChild;
    expect(end?.id).toBeTruthy();
    expect(end).toBeEmptyDOMElement();
    expect(end).not.toBeVisible();
    const html = renderToStaticMarkup(<HeroPreload blocks={[hero, faq]} />);
    const hold = new DOMParser().parseFromString(`<head>${html}</head>`, "text/html").querySelector('link[rel="expect"]');
    expect([hold?.getAttribute("href"), hold?.getAttribute("blocking")]).toEqual([`#${end?.id ?? ""}`, "render"]);
  });

  it("holds one FAQPage of the page's questions and its FAQ blocks'", () => {
    const page = pageFor("ibe", { faq: [{ question: "Where?", answer: "Here." }], blocks: [hero, faq] });
    const html = renderToStaticMarkup(<TemplateHead pageContext={page} {...headProps} />);
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? "") as unknown,
    );
    const faqPages = scripts.filter((s) => (s as { "@type"?: string })["@type"] === "FAQPage");
    expect(faqPages).toHaveLength(1);
    expect((faqPages[0] as { mainEntity: { name: string }[] }).mainEntity.map((q) => q.name)).toEqual(["Where?", "Can I cancel?"]);
  });
});

/** The rest of Gatsby's head props, which TemplateHead does not read. */
const headProps = { location: { pathname: "/" }, params: {}, data: {}, serverData: {} };
