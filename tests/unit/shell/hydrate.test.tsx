import { act, useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateInSlices } from "../../../src/shell/hydrate";

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        clicked {count}
      </button>
    </div>
  );
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the first render", () => {
  it("hydrates the server's markup in place: the same nodes, now live", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Counter />);
    document.body.append(container);
    const button = container.querySelector("button");
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => hydrateInSlices(<Counter />, container));
    expect(container.querySelector("button")).toBe(button);
    await act(async () => button?.click());
    expect(button?.textContent).toBe("clicked 1");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("renders a page whose focus wrapper is empty (the offline app shell) instead of hydrating it", async () => {
    const container = document.createElement("div");
    container.innerHTML = '<div id="gatsby-focus-wrapper"></div>';
    document.body.append(container);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => hydrateInSlices(<Counter />, container));
    expect(container.querySelector("button")?.textContent).toBe("clicked 0");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("in development, renders a root beside the page's (Gatsby's loading indicator) instead of hydrating it", async () => {
    vi.stubEnv("NODE_ENV", "development");
    const page = document.createElement("div");
    page.innerHTML = renderToString(<Counter />);
    const indicator = document.createElement("div");
    document.body.append(page, indicator);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => hydrateInSlices(<p>Preparing requested page</p>, indicator));
    expect(indicator.textContent).toBe("Preparing requested page");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    vi.unstubAllEnvs();
  });
});
