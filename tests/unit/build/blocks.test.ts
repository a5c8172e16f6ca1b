import { markets } from "../../../markets/index";
import { buildBlocks, mediaBuilder, type BuildMedia } from "../../../src/build/blocks";
import type { ImageRequest } from "../../../src/build/images";
import { HERO, IMAGE_TEXT, TEASER } from "../../../src/components/blocks/boxes";
import type { BlockContent } from "../../../src/content/blocks-schema";
import type { BuiltImage } from "../../../src/page-context/built-image";
import { iconPaths } from "../../../src/theme/icons";

const us = markets.find((m) => m.id === "us");
const au = markets.find((m) => m.id === "au");
if (!us || !au) throw new Error("the us and au markets are missing");

/** A media builder that builds nothing and remembers what it was asked for. */
function fakeMedia(): { media: BuildMedia; asked: ImageRequest[] } {
  const asked: ImageRequest[] = [];
  const media: BuildMedia = async (request) => {
    asked.push(request);
    return { width: request.width, height: request.height, avif: `${request.file}.avif`, webp: `${request.file}.webp`, src: request.file };
  };
  return { media, asked };
}

const cities = [{ name: "Boston", path: "/car-rental/boston" }];

const teasers: BlockContent = {
  type: "product-lines",
  title: "Everything that moves you",
  items: [
    { line: "rent-car", title: "Cars", text: "Small and large.", url: "/online", image: "teaser-car.svg" },
    { line: "share", title: "Sharing", text: "By the minute.", url: "/share" },
    { line: "rent-truck", title: "Trucks", text: "Up to 7.5 t.", url: "/truck" },
  ],
};

describe("a page's blocks as the build hands them to the page", () => {
  it("builds the hero at the billboard's boxes, and a teaser's and an image-text's picture at theirs", async () => {
    const { media, asked } = fakeMedia();
    const blocks: BlockContent[] = [
      { type: "hero", title: "Rent a car", image: { desktop: "wide.svg", mobile: "tall.svg", alt: "A road" } },
      teasers,
      { type: "image-text", title: "At the airport", body: "Pick up **at the gate**.", image: "branch.svg", alt: "", imageSide: "end" },
    ];
    const [hero, lines, imageText] = await buildBlocks(blocks, { market: us!, cities }, media);
    expect(asked).toEqual([
      { file: "wide.svg", ...HERO.desktop },
      { file: "tall.svg", ...HERO.mobile },
      { file: "teaser-car.svg", ...TEASER },
      { file: "branch.svg", ...IMAGE_TEXT },
    ]);
    expect(hero).toMatchObject({
      type: "hero",
      image: { desktop: { width: 1600, height: 640 }, mobile: { width: 375, height: 400 }, alt: "A road" },
    });
    expect(lines).toMatchObject({ items: [{ image: { width: 400, height: 300 } }, {}] });
    expect(imageText).toMatchObject({
      image: { width: 560, height: 420 },
      imageSide: "end",
      body: { blocks: [{ kind: "paragraph" }] },
    });
  });

  it("leaves out teasers of lines the market lacks, and the whole block when none is left", async () => {
    const { media } = fakeMedia();
    const [lines] = await buildBlocks([teasers], { market: us!, cities }, media);
    expect(lines?.type === "product-lines" && lines.items.map((i) => i.line)).toEqual(["rent-car", "rent-truck"]);
    const truckOnly: BlockContent = { ...teasers, items: teasers.items.slice(2) };
    expect(await buildBlocks([truckOnly, { type: "body" }], { market: au!, cities }, media)).toEqual([{ type: "body" }]);
  });

  it("resolves icons to their paths: a reason's, and a teaser's line icon when it has no picture", async () => {
    const { media } = fakeMedia();
    const reasons: BlockContent = {
      type: "reasons",
      title: "Why us",
      items: [{ icon: "free-cancellation", title: "Free", text: "Mostly." }],
    };
    const [lines, why] = await buildBlocks([teasers, reasons], { market: us!, cities }, media);
    expect(why).toEqual({ ...reasons, items: [{ icon: iconPaths["free-cancellation"], title: "Free", text: "Mostly." }] });
    expect(lines?.type === "product-lines" && lines.items.map((i) => [i.icon, "image" in i])).toEqual([
      [iconPaths.car, true],
      [iconPaths.truck, false],
    ]);
  });

  it("gives the app banner the market's stores, and leaves it out where the market has none", async () => {
    const { media } = fakeMedia();
    const banner: BlockContent = { type: "app-banner", title: "Get the app", text: "Book on your phone." };
    expect(await buildBlocks([banner], { market: us!, cities }, media)).toEqual([
      {
        ...banner,
        icon: iconPaths.app,
        stores: [
          { store: "ios", href: us!.links.appStore },
          { store: "android", href: us!.links.playStore },
        ],
      },
    ]);
    expect(au!.links.appStore).toBeUndefined();
    expect(await buildBlocks([banner], { market: au!, cities }, media)).toEqual([]);
  });

  it("fills city links with the market's finder cities, and leaves them out without any", async () => {
    const { media } = fakeMedia();
    const links: BlockContent = { type: "city-links", title: "Rent in your city" };
    expect(await buildBlocks([links], { market: us!, cities }, media)).toEqual([{ ...links, cities }]);
    expect(await buildBlocks([links], { market: us!, cities: [] }, media)).toEqual([]);
  });
});

describe("the block images of a run", () => {
  it("are built once per file and box, from content/_media/, however many pages show them", async () => {
    const built: ImageRequest[] = [];
    const image: BuiltImage = { width: 1, height: 1, avif: "", webp: "", src: "" };
    const media = mediaBuilder(async (request) => {
      built.push(request);
      return image;
    }, "/media");
    await Promise.all([media({ file: "a.svg", ...TEASER }), media({ file: "a.svg", ...TEASER }), media({ file: "a.svg", ...IMAGE_TEXT })]);
    expect(built.map((r) => [r.file, r.width])).toEqual([
      ["/media/a.svg", 400],
      ["/media/a.svg", 560],
    ]);
  });
});
