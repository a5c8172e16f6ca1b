import { chromium } from "@playwright/test";
void (async () => {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto("http://localhost:9311/ar", { waitUntil: "networkidle" });
  const r = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const t = n.textContent ?? "";
      const i = t.indexOf("+966");
      if (i < 0) continue;
      const range = document.createRange();
      range.setStart(n, i); range.setEnd(n, i + 1);
      const plus = range.getBoundingClientRect().x;
      range.setStart(n, i + 12); range.setEnd(n, i + 16);
      const last = range.getBoundingClientRect().x;
      out.push(`${(n.parentElement as Element).tagName} plus@${Math.round(plus)} 0300@${Math.round(last)} ${plus < last ? "OK" : "REVERSED"}`);
    }
    return out;
  });
  console.log(r.join("\n"));
  await browser.close();
})();
