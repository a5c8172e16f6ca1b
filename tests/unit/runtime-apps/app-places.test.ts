import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { accountRoutes } from "../../../src/features/account-area/routes";
import { longTermRoutes } from "../../../src/features/long-term-rental/routes";
import { zenRoutes } from "../../../src/features/zen-funnel/routes";
import { appPlaces } from "../../../src/runtime-apps/app-places";
import { appNames } from "../../../src/runtime-apps/apps";
import { slotApps, type SlotName } from "../../../src/runtime-apps/slots";

/** Every source file of src/ outside the runtime-apps folder, which declares slots but renders none. */
function sources(dir = join(process.cwd(), "src")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "runtime-apps" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [readFileSync(path, "utf8")] : [];
  });
}

/** The hash routes of each page with a route table: the template's table, hash → slot. */
const routeTables: Record<string, readonly { hash: string; slot: SlotName }[]> = {
  account: accountRoutes,
  "long-term-rental": longTermRoutes,
  zen: zenRoutes("funnel-container"),
  "zen-home": zenRoutes("zen-home"),
};

describe("the places of the runtime apps", () => {
  it("gives each application name a place: the 28 of spec §3 and the booking journey's four steps", () => {
    expect(appNames).toHaveLength(32);
    const placed: ReadonlySet<string> = new Set(appPlaces.map((place) => place.app));
    expect(appNames.filter((name) => !placed.has(name))).toEqual([]);
  });

  it("mounts each place's app in a slot bound to that app", () => {
    for (const place of appPlaces) {
      if (place.slot === "browser-notice") expect(place.app).toBe("unsupported-browser");
      else expect(slotApps[place.slot], `${place.app} in ${place.slot}`).toBe(place.app);
    }
  });

  it("names only hash routes that the page's route table opens, with the slot the table gives them", () => {
    for (const place of appPlaces) {
      const template = "template" in place.page ? place.page.template : undefined;
      const table = template === undefined ? undefined : routeTables[template];
      if (!table) {
        expect(place.route, `${place.app}: a route on a page without a route table`).toBeUndefined();
        continue;
      }
      const row = table.find((route) => route.hash === (place.route ?? ""));
      expect(row?.slot, `${place.app} at ${template}${place.route ?? ""}`).toBe(place.slot);
    }
  });

  it("has a component that renders every slot the table names (no slot that nothing renders)", () => {
    const code = sources().join("\n");
    const slots = new Set(appPlaces.flatMap((place) => (place.slot === "browser-notice" ? [] : [place.slot])));
    // A booking step's template hands its slot to the journey's page component (src/templates/booking-step.tsx).
    const rendered = (slot: string): boolean =>
      code.includes(`slot="${slot}"`) || code.includes(`slot: "${slot}"`) || code.includes(`bookingStepPage("${slot}")`);
    expect([...slots].filter((slot) => !rendered(slot))).toEqual([]);
  });

  it("leaves no slot of an app without a place", () => {
    const placedSlots = new Set(appPlaces.map((place) => place.slot));
    const bound = Object.entries(slotApps).flatMap(([slot, app]) => (app ? [slot] : []));
    expect(bound.filter((slot) => !placedSlots.has(slot as SlotName))).toEqual([]);
  });
});
