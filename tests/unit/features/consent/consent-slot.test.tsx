import { act } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderToHtml } from "../../server-html";
import { SiteProviders } from "../../../../src/shell/site-providers";
import { pageFor } from "../../layouts/page-fixture";

const page = pageFor("navigation");

/** The page's server HTML in the document, with its banner; `content` is the page's own part. */
async function serverRendered(content: string): Promise<{ container: HTMLDivElement; banner: Element | null }> {
  const container = document.createElement("div");
  container.innerHTML = await renderToHtml(
    <SiteProviders page={page}>
      <p>{content}</p>
    </SiteProviders>,
  );
  document.body.replaceChildren(container);
  const banner = container.querySelector(".consent-banner");
  expect(banner, "the server HTML holds the banner").not.toBeNull();
  return { container, banner };
}

describe("the consent banner's slot", () => {
  it("keeps its server HTML when the page renders again before the banner's code is in (a hash change right after hydration)", async () => {
    const { container, banner } = await serverRendered("Page content");

    // A browser's first load: the banner's lazy code is not in yet when React hydrates (fresh modules).
    vi.resetModules();
    const { hydrateRoot } = await import("react-dom/client");
    const fresh = await import("../../../../src/shell/site-providers");
    const recoverable = vi.fn();
    const ui = (): ReactNode => (
      <fresh.SiteProviders page={page}>
        <p>Page content</p>
      </fresh.SiteProviders>
    );
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, ui(), { onRecoverableError: recoverable });
    });
    // Gatsby's router renders the page again on a hash change: a new element, the same page.
    act(() => root?.render(ui()));
    await act(async () => {
      await new Promise((done) => setTimeout(done, 50));
    });
    expect(recoverable, "React dropped the banner's server HTML (error 421)").not.toHaveBeenCalled();
    expect(container.contains(banner), "the banner's server node stays").toBe(true);
    act(() => root?.unmount());
  });

  it("hydrates with the page once the shell has loaded its code, so a navigation right after keeps the banner's nodes", async () => {
    const { container, banner } = await serverRendered(page.pagePath);

    // A browser's first load, as the page shell runs it: the banner's code loads before the first render.
    vi.resetModules();
    const { hydrateRoot } = await import("react-dom/client");
    const shell = await import("../../../../src/shell/wrap-page");
    await shell.loadConsentBanner();
    const fresh = await import("../../../../src/shell/site-providers");
    const recoverable = vi.fn();
    const ui = (shown: typeof page): ReactNode => (
      <fresh.SiteProviders page={shown}>
        <p>{shown.pagePath}</p>
      </fresh.SiteProviders>
    );
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, ui(page), { onRecoverableError: recoverable });
    });
    // A client-side navigation: another page, so the page context and texts above the banner change.
    act(() => root?.render(ui({ ...page, pagePath: "/help" })));
    await act(async () => {
      await new Promise((done) => setTimeout(done, 50));
    });
    expect(recoverable, "React dropped the banner's server HTML (error 421)").not.toHaveBeenCalled();
    expect(container.contains(banner), "the banner's server node stays").toBe(true);
    expect(container.textContent).toContain("/help");
    act(() => root?.unmount());
  });
});
