import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const url = process.argv[2];
for (const opts of [{ isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 }, { isMobile: false }]) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, ...opts });
  await ctx.addCookies([{ name: "movanta_debug", value: "off", domain: "localhost", path: "/" }]);
  const p = await ctx.newPage();
  await p.addInitScript(() => {
    window.__s = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__s.push({ t: Math.round(e.startTime), v: +e.value.toFixed(4), src: e.sources.map((s) => [s.node?.className || s.node?.id, JSON.stringify(s.previousRect), JSON.stringify(s.currentRect)]) }); }).observe({ type: "layout-shift", buffered: true });
  });
  await p.goto(url);
  await p.waitForTimeout(4000);
  console.log(JSON.stringify(opts), JSON.stringify(await p.evaluate(() => window.__s), null, 0));
  await ctx.close();
}
await b.close();
