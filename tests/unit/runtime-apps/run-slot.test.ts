// @vitest-environment jsdom
import { runSlot } from "../../../src/runtime-apps/run-slot";
import type { SlotStatus } from "../../../src/runtime-apps/status";
import { json, register, simulateScripts, stubFetch } from "./fake-browser";

let stopScripts = (): void => undefined;
let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  stopScripts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

let n = 0;
/** A fresh app base per test: loads are shared per base for the whole page. */
function setUp(app: string, bootstrapper: () => Response, scripts: Parameters<typeof simulateScripts>[0] = {}) {
  const base = `http://localhost/apps/${app}/1.0.${(n += 1)}/`;
  const withBase = Object.fromEntries(Object.entries(scripts).map(([path, behaviour]) => [`${base}${path}`, behaviour]));
  stubFetch({ [`${base}bootstrapper.json`]: bootstrapper });
  stopScripts = simulateScripts(withBase);
  const container = document.body.appendChild(document.createElement("div"));
  const statuses: SlotStatus[] = [];
  const start = () => runSlot({ app, base, container, props: { locale: "en-US" }, onStatus: (s) => statuses.push(s) });
  return { base, container, statuses, start };
}

const settled = (statuses: SlotStatus[]) => vi.waitFor(() => expect(["MOUNTED", "LOAD_ERROR", "BROKEN"]).toContain(statuses.at(-1)));

describe("a slot run", () => {
  it("loads the scripts in order, calls create and reports LOADING, MOUNTING, MOUNTED", async () => {
    const order: string[] = [];
    const slot = setUp("rac-search", () => json({ texts: "texts.js", main: "main.js" }), {
      "texts.js": () => order.push("texts"),
      "main.js": () => {
        order.push("main");
        register("rac-search", (element, props) => {
          element.textContent = `search in ${JSON.stringify(props)}`;
          return { unmount: () => order.push("unmount") };
        });
      },
    });
    const stop = slot.start();
    await settled(slot.statuses);
    expect(slot.statuses).toEqual(["LOADING", "MOUNTING", "MOUNTED"]);
    expect(order).toEqual(["texts", "main"]);
    expect(slot.container).toHaveTextContent('search in {"locale":"en-US"}');
    // The app's element is named after it, as its scripts are (field data reads it: app-of.ts).
    expect(slot.container.querySelector("div[data-runtime-app]")?.getAttribute("data-runtime-app")).toBe("rac-search");
    stop();
    await vi.waitFor(() => expect(slot.container).toBeEmptyDOMElement());
    expect(order).toEqual(["texts", "main", "unmount"]);
    expect(errors).not.toHaveBeenCalled();
  });

  it("calls create in a task after the one its last script ran in", async () => {
    const order: string[] = [];
    const slot = setUp("rac-search", () => json({ main: "main.js" }), {
      "main.js": () => {
        // A task the script queues runs before create: the script's task has ended in between.
        setTimeout(() => order.push("the script's next task"), 0);
        register("rac-search", () => {
          order.push("create");
          return { unmount: () => undefined };
        });
      },
    });
    slot.start();
    await settled(slot.statuses);
    expect(order).toEqual(["the script's next task", "create"]);
  });

  it.each([
    ["a 404 bootstrapper", () => new Response("", { status: 404 }), {}, "bootstrapper answered HTTP 404"],
    ["a bootstrapper that is not JSON", () => new Response("<html>"), {}, "bootstrapper is not JSON"],
    ["a bootstrapper of the wrong shape", () => json(["main.js"]), {}, "bootstrapper refused: the answer is not a JSON object"],
    ["an unsafe script path", () => json({ main: "https://evil.example/x.js" }), {}, "is not a relative path under the app base"],
    ["a script that fails to load", () => json({ main: "main.js" }), { "main.js": "fail" as const }, "script failed to load"],
    [
      "a script that throws",
      () => json({ main: "main.js" }),
      {
        "main.js": () => {
          throw new Error("boom");
        },
      },
      "script threw while running: Uncaught Error: boom",
    ],
    ["a script that never registers", () => json({ main: "main.js" }), { "main.js": () => undefined }, "registered no create function"],
  ])("ends in LOAD_ERROR with one console error naming the app for %s", async (_, bootstrapper, scripts, message) => {
    const app = `app-${(n += 1)}`;
    const slot = setUp(app, bootstrapper, scripts);
    slot.start();
    await settled(slot.statuses);
    expect(slot.statuses).toEqual(["LOADING", "LOAD_ERROR"]);
    expect(errors).toHaveBeenCalledOnce();
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      new RegExp(`^\\[runtime-apps\\] ${app}: .*${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
    );
    expect(slot.container).toBeEmptyDOMElement();
  });

  it("ends in BROKEN with one console error when create throws, leaving no half-built markup", async () => {
    const slot = setUp("broken-app", () => json({ main: "main.js" }), {
      "main.js": () =>
        register("broken-app", (element) => {
          element.textContent = "half";
          throw new Error("cannot read props");
        }),
    });
    slot.start();
    await settled(slot.statuses);
    expect(slot.statuses).toEqual(["LOADING", "MOUNTING", "BROKEN"]);
    expect(errors).toHaveBeenCalledExactlyOnceWith("[runtime-apps] broken-app: create threw: Error: cannot read props");
    expect(slot.container).toBeEmptyDOMElement();
  });

  it("never mounts an app whose slot was stopped while it loaded", async () => {
    const create = vi.fn(() => ({ unmount: () => undefined }));
    const slot = setUp("late-app", () => json({ main: "main.js" }), { "main.js": () => register("late-app", create) });
    const stop = slot.start();
    stop();
    await new Promise((done) => setTimeout(done, 30));
    expect(create).not.toHaveBeenCalled();
    expect(slot.statuses).toEqual(["LOADING"]);
  });

  it("shares one load between slots of the same app and fetches the bootstrapper once", async () => {
    const slot = setUp("shared-app", () => json({ main: "main.js" }), {
      "main.js": () => register("shared-app", (element) => ((element.textContent = "x"), { unmount: () => undefined })),
    });
    const other = document.body.appendChild(document.createElement("div"));
    const otherStatuses: SlotStatus[] = [];
    slot.start();
    runSlot({ app: "shared-app", base: slot.base, container: other, props: {}, onStatus: (s) => otherStatuses.push(s) });
    await settled(slot.statuses);
    await settled(otherStatuses);
    expect(otherStatuses.at(-1)).toBe("MOUNTED");
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("tries again on a later mount after a failed load", async () => {
    let calls = 0;
    const slot = setUp("flaky-app", () => ((calls += 1), calls === 1 ? new Response("", { status: 404 }) : json({ main: "main.js" })), {
      "main.js": () => register("flaky-app", () => ({ unmount: () => undefined })),
    });
    slot.start();
    await settled(slot.statuses);
    expect(slot.statuses.at(-1)).toBe("LOAD_ERROR");
    const again: SlotStatus[] = [];
    runSlot({ app: "flaky-app", base: slot.base, container: slot.container, props: {}, onStatus: (s) => again.push(s) });
    await settled(again);
    expect(again.at(-1)).toBe("MOUNTED");
  });
});
