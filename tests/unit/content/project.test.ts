import { join } from "node:path";
import { markets } from "../../../markets/index";
import { checkProject } from "../../../src/content/check";
import { formatProblem } from "../../../src/content/problems";

const repo = join(__dirname, "..", "..", "..");
const { problems, pages } = checkProject(repo, markets);

describe("the project's own content", () => {
  it("passes content:check without a single problem", () => {
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it.each(markets.map((m) => [m.id, m] as const))("gives market %s a start page and a 404 page in its own language", (_id, market) => {
    const list = pages.get(market.id) ?? [];
    const start = list.find((p) => p.content.path === "/");
    expect(start?.urlPath).toBe(market.pathPrefix || "/");
    expect(list.some((p) => p.content.template === "not-found")).toBe(true);
    for (const page of list) expect(page.content.language_code).toBe(market.locale);
  });

  it("has ride, share and plus pages only where the market offers them", () => {
    for (const market of markets) {
      const paths = (pages.get(market.id) ?? []).map((p) => p.content.path);
      expect(paths.includes("/ride"), `${market.id} /ride`).toBe(market.productLines.includes("ride"));
      expect(paths.includes("/share"), `${market.id} /share`).toBe(market.productLines.includes("share"));
      expect(paths.includes("/plus"), `${market.id} /plus`).toBe(market.productLines.includes("plus"));
    }
  });
});
