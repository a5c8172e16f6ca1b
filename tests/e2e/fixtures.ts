import { test as base, expect, type Page } from "@playwright/test";

/** A page that fails the test on any uncaught error in the browser. */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on("pageerror", (error) => errors.push(error));
      await use(errors);
      expect(errors, "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** URL of a built host tree (dist/<host>/), served by the same local server on port 9000. */
export const hostUrl = (host: string, path = "/"): string => `http://${host}:${process.env.PORT ?? 9000}${path}`;

/**
 * Waits until React has hydrated the page: the menu button is hidden until the first client render.
 * Clicks before that are plain link clicks, i.e. full page loads.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.getByRole("button", { name: "Open menu" }).first()).toBeVisible();
}
