import { chromium } from "@playwright/test";
const [url = "", out = "", w, h] = process.argv.slice(2);
void (async () => {
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--host-resolver-rules=MAP * 127.0.0.1, EXCLUDE localhost"] });
const context = await browser.newContext({ viewport: { width: Number(w), height: Number(h) }, serviceWorkers: "block", locale: "ar-SA" });
await context.addCookies([{ name: "movanta_consent", value: "1.essential", url }, { name: "movanta_debug", value: "off", url }]);
const page = await context.newPage();
page.on("console", (m) => { if (m.type() === "error") console.log("console:", m.text()); });
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: false });
await browser.close();
})();
