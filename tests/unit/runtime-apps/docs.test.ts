// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { markets } from "../../../markets/index";
import { appProps } from "../../../src/runtime-apps/app-props";
import { appNames } from "../../../src/runtime-apps/apps";
import { runtimeConfig } from "../../../src/runtime-apps/config";
import { installRegistrations } from "../../../src/runtime-apps/registration";
import { slotApps } from "../../../src/runtime-apps/slots";
import { validateBootstrapper } from "../../../src/runtime-apps/validate-bootstrapper";
import { runAsScript } from "./fake-browser";

const docs = readFileSync(resolve(process.cwd(), "docs/runtime-apps.md"), "utf8");
const block = (info: string): string => {
  const found = new RegExp("```" + info + "\\n([\\s\\S]*?)```").exec(docs)?.[1];
  if (found === undefined) throw new Error(`no \`\`\`${info} block in docs/runtime-apps.md`);
  return found;
};
const base = "https://apps.movanta.example/rac-search/";

describe("docs/runtime-apps.md", () => {
  it("shows bootstrapper examples the shell accepts", () => {
    expect(validateBootstrapper("rac-search", base, JSON.parse(block("json")))).toHaveLength(2);
    expect(validateBootstrapper("rac-search", base, JSON.parse(block("json minimal-bootstrapper")))).toEqual([
      { name: "main", url: `${base}main.js` },
    ]);
  });

  it("shows a complete minimal app that registers, mounts with the page's locale and currency, and unmounts", () => {
    const registrations = installRegistrations(window);
    runAsScript(`${base}main.js`, () => new Function(block("js minimal-app"))());
    const create = registrations.get("rac-search", base);
    if (!create) throw new Error("the minimal app registered no create function");
    const element = document.body.appendChild(document.createElement("div"));
    const market = markets.find((m) => m.id === "de");
    if (!market) throw new Error("no de market");
    const handle = create(element, appProps(market, "DD.MM.YYYY", "prod", "https://www.movanta.de", base));
    expect(element).toHaveTextContent("Mieten ab 29,00 € pro Tag");
    expect(docs).toContain('On a German page it shows "Mieten ab 29,00 € pro Tag"');
    Reflect.apply(Reflect.get(Object(handle), "unmount"), handle, []);
    expect(element).toBeEmptyDOMElement();
  });

  it("names every application and every slot binding of the registry", () => {
    const mentioned = (name: string): boolean =>
      docs.includes(`\`${name}\``) || docs.includes(`\`-${name.split("-").slice(3).join("-")}\``);
    for (const name of appNames) expect(mentioned(name), name).toBe(true);
    for (const [slot, app] of Object.entries(slotApps)) {
      expect(docs).toMatch(new RegExp(`\\| \`${slot}\` \\| ${app ? `\`${app}\`` : "none"}`));
    }
  });

  it("states the loader's limits as configured", () => {
    expect(docs).toContain(`| ${runtimeConfig.bootstrapperTimeoutMs / 1000} s per attempt |`);
    expect(docs).toContain(`one retry after ${runtimeConfig.retryDelayMs} ms`);
    expect(runtimeConfig.bootstrapperRetries).toBe(1);
    expect(docs).toContain(`| a script that does not load | ${runtimeConfig.scriptTimeoutMs / 1000} s |`);
  });
});
