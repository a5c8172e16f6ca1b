import { join } from "node:path";
import type { Market } from "../../markets/schema";
import type { ContentPage } from "../content/load";
import { MEDIA_DIR } from "../content/media-check";
import type { BillboardContent } from "../content/schema";
import { buildBlocks, mediaBuilder, type BlockMarket } from "../build/blocks";
import { buildBillboard, buildImage, IMAGE_CACHE } from "../build/images";
import type { BillboardImage } from "../page-context/built-image";
import type { SourceContext } from "../page-context/site-page-source";
import type { StoredPageContext } from "../page-context/page-context";
import { failureOf, type PagesFailure } from "./pages-failure";

/** The parts of a page's context built from content/_media/. */
export type PageImages = Pick<StoredPageContext, "billboardImage" | "blocks">;

/** Builds one page's images; a failure names the page's files. */
export type ImageStep = (page: ContentPage, blockMarket: BlockMarket) => Promise<PageImages | { failure: PagesFailure }>;

/** What the blocks of a market's pages take from it; the city-links block's cities are the finder's, one list for the market. */
export function blockMarketOf(market: Market, contexts: readonly SourceContext[]): BlockMarket {
  const finder = contexts.map((c) => c.branches).find((b) => b?.kind === "finder");
  return { market, cities: finder?.kind === "finder" ? finder.cities.map(({ name, path }) => ({ name, path })) : [] };
}

/**
 * The images step of a run: a billboard's images are built once per run, whichever pages show them,
 * and block images once per image and box; encoded variants stay in the cache folder between runs
 * (src/build/images.ts, src/build/blocks.ts).
 */
export function pageImages(root: string): ImageStep {
  const [mediaDir, publicDir, cacheDir] = [join(root, MEDIA_DIR), join(root, "public"), join(root, IMAGE_CACHE)];
  const billboards = new Map<string, Promise<BillboardImage>>();
  const billboardOf = (billboard: BillboardContent): Promise<BillboardImage> => {
    const key = JSON.stringify(billboard);
    const made = billboards.get(key) ?? buildBillboard(billboard, mediaDir, publicDir, cacheDir);
    billboards.set(key, made);
    return made;
  };
  const blockMedia = mediaBuilder((request) => buildImage(request, publicDir, cacheDir), mediaDir);
  return async (page, blockMarket) => {
    const { isBillboard, billboard, blocks } = page.content;
    const images: PageImages = {};
    try {
      if (isBillboard && billboard) images.billboardImage = await billboardOf(billboard);
    } catch (error) {
      return failureOf(`${page.files.join(", ")}: the billboard's images (${MEDIA_DIR}/) could not be built: ${reasonOf(error)}`);
    }
    try {
      if (blocks) images.blocks = await buildBlocks(blocks, blockMarket, blockMedia);
    } catch (error) {
      return failureOf(`${page.files.join(", ")}: the blocks' images (${MEDIA_DIR}/) could not be built: ${reasonOf(error)}`);
    }
    return images;
  };
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
