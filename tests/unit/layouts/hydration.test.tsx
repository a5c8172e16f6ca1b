import { act, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { renderToHtml } from "../server-html";
import { PageLayout } from "../../../src/layouts";
import { SiteProviders } from "../../../src/shell/site-providers";
import { fakeMedia } from "../components/media";
import { pageFor } from "./page-fixture";

const page = pageFor("navigation");
const ui = (
  <SiteProviders page={page}>
    <PageLayout>
      <h1>Page content</h1>
    </PageLayout>
  </SiteProviders>
);

describe("shell content that depends on the client", () => {
  it("is hidden in the server HTML while the page's readable content is there", async () => {
    fakeMedia({ width: 375 });
    document.body.innerHTML = `<div id="root">${await renderToHtml(ui)}</div>`;
    expect(screen.getByRole("heading", { level: 1, name: "Page content" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Open menu" })).toBeNull();
    expect(screen.getByLabelText("Open menu")).not.toBeVisible();
    expect(screen.queryByRole("region", { name: "Sign-in" })).toBeNull();
    expect(screen.getByLabelText("Sign-in")).not.toBeVisible();
  });

  it("appears with the first client render, keeping its place so nothing shifts", async () => {
    fakeMedia({ width: 375 });
    const root = document.createElement("div");
    root.innerHTML = await renderToHtml(ui);
    document.body.replaceChildren(root);
    const login = screen.getByLabelText("Sign-in");
    expect(login).not.toBeVisible();
    const recoverable = vi.fn();
    let hydrated: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      hydrated = hydrateRoot(root, ui, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByRole("region", { name: "Sign-in" })).toBe(login);
    expect(login).toBeVisible();
    expect(screen.getByRole("button", { name: "Open menu" })).toBeVisible();
    expect(login).toHaveAttribute("data-app-slot", "sign-in");
    // Leaving the page stops the slots, so no app start outlives the test.
    act(() => hydrated?.unmount());
  });
});
