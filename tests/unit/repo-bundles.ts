import { join } from "node:path";
import { cachedBundles } from "../../src/content/build/bundles-cache";
import type { Bundles } from "../../src/content/text-bundles";

/**
 * The project's own text bundles for tests that render or format with them: the build's disk cache
 * (`npm test` builds first), read again only when a bundle or the code changed. Reading and checking
 * all 27 locales took 6-12 s in each of a dozen test files; tests of the reading itself call readBundles.
 */
export const repoBundles = (): Bundles => cachedBundles(join(__dirname, "..", ".."));
