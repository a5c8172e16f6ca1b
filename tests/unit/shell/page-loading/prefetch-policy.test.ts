import { gateHoverLoading, mayPrefetch } from "../../../../src/shell/page-loading/prefetch-policy";

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

describe("the prefetch policy", () => {
  it("allows prefetching on a fast connection, and where the browser reports no connection", () => {
    expect(mayPrefetch({ userAgent: browser, connection: { effectiveType: "4g", saveData: false } })).toBe(true);
    expect(mayPrefetch({ userAgent: browser, connection: { effectiveType: "3g" } })).toBe(true);
    expect(mayPrefetch({ userAgent: browser })).toBe(true);
  });

  it("refuses on 2g and slow-2g connections", () => {
    expect(mayPrefetch({ userAgent: browser, connection: { effectiveType: "2g", saveData: false } })).toBe(false);
    expect(mayPrefetch({ userAgent: browser, connection: { effectiveType: "slow-2g" } })).toBe(false);
  });

  it("refuses when data saver is on, whatever the connection", () => {
    expect(mayPrefetch({ userAgent: browser, connection: { effectiveType: "4g", saveData: true } })).toBe(false);
  });

  it("refuses for crawlers, as Gatsby's loader does", () => {
    for (const agent of ["Mozilla/5.0 (compatible; ExampleBot/2.1)", "some-crawler/1.0", "Spider", "web crawling agent"]) {
      expect(mayPrefetch({ userAgent: agent }), agent).toBe(false);
    }
  });
});

describe("hover loading", () => {
  it("passes hovers through while prefetching is allowed and drops them while it is not", () => {
    const loaded: string[] = [];
    const loader = { hovering: (path: string) => void loaded.push(path) };
    let saveData = false;
    gateHoverLoading(loader, () => ({ userAgent: browser, connection: { saveData } }));
    loader.hovering("/help");
    saveData = true;
    loader.hovering("/online");
    saveData = false;
    loader.hovering("/zen");
    expect(loaded).toEqual(["/help", "/zen"]);
  });
});
