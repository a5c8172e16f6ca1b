import { render, screen } from "@testing-library/react";

const problemsPage = { pageContext: { contentProblems: ["content/us/start.json:2:21: banner_display: expected boolean"] } };

/** wrap-page.tsx as webpack builds it for NODE_ENV (the overlay is chosen when the module loads). */
async function wrapPageFor(nodeEnv: string) {
  vi.stubEnv("NODE_ENV", nodeEnv);
  vi.resetModules();
  return (await import("../../../src/shell/wrap-page")).wrapPage;
}

afterEach(() => vi.unstubAllEnvs());

describe("the page wrapper's content problems", () => {
  it("show over the page in development (npm run dev)", async () => {
    const wrapPage = await wrapPageFor("development");
    render(wrapPage({ element: <h1>The last good page</h1>, props: problemsPage }));
    expect(await screen.findByRole("alert", { name: "Content problems: 1" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "The last good page" })).toBeInTheDocument();
  });

  it("are not there in production, whatever the page context carries", async () => {
    const wrapPage = await wrapPageFor("production");
    const { container } = render(wrapPage({ element: <h1>Page</h1>, props: problemsPage }));
    expect(container.innerHTML).toBe("<h1>Page</h1>");
  });
});
