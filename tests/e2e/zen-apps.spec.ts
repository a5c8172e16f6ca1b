import type { Page } from "@playwright/test";
import { answerConsent, appsFromLocalServer, expect, fillFields, hostUrl, test } from "./fixtures";

/** The slot's app region once it has mounted. */
async function mounted(page: Page, slot: string) {
  const region = page.locator(`[data-app-slot="${slot}"]`);
  await expect(region, slot).toHaveAttribute("data-app-status", "MOUNTED");
  return region;
}

test("a visitor books a car through the zen steps on the default market, and the confirmation survives a reload", async ({
  page,
  context,
  baseURL,
}) => {
  await answerConsent(context, `${baseURL}/`);
  await page.goto("/zen#/search");
  const search = await mounted(page, "zen-search");
  const branch = search.getByRole("combobox", { name: "Pickup branch" });
  await expect(branch.getByRole("option")).not.toHaveCount(0);
  await branch.selectOption({ index: 0 });
  await search.getByRole("button", { name: "Show cars" }).click();

  const offers = await mounted(page, "zen-offer-list");
  await offers.getByRole("link", { name: "Choose: Compact hatchback" }).click();

  const extras = await mounted(page, "zen-services");
  await extras.getByRole("checkbox", { name: "Child seat" }).check();
  await extras.getByRole("button", { name: "Continue" }).click();

  const checkout = await mounted(page, "zen-offer-checkout");
  await expect(page).toHaveURL(/#\/checkout\?.*&extras=ex-child-seat&key=zk-[a-z0-9]{12}$/);
  await fillFields(checkout, {
    "First name": "Grace",
    "Last name": "Hopper",
    "E-mail": "grace@example.com",
    Street: "250 Main Street",
    City: "Springfield",
    "State or region": "IL",
    "Postal code": "62701",
  });
  const creates: string[] = [];
  page.on("request", (request) => void (request.url().endsWith("/v1/rentalreservations/create") && creates.push(request.url())));
  await checkout.getByRole("button", { name: "Book now" }).dblclick();

  const confirmation = await mounted(page, "zen-confirmation");
  await expect(confirmation.getByRole("heading", { name: "Thank you, your car is booked." })).toBeVisible();
  const number = (await confirmation.getByText(/^Booking number: MV\d{7}$/).textContent()) ?? "";
  await expect(confirmation.getByRole("list", { name: "What happened" }).getByRole("listitem")).toHaveCount(3);
  expect(creates).toHaveLength(1);

  await page.reload();
  await expect((await mounted(page, "zen-confirmation")).getByText(number)).toBeVisible();
});

test("signing in on the zen step hands the session to the account apps, which show who is signed in", async ({
  page,
  context,
  baseURL,
}) => {
  await answerConsent(context, `${baseURL}/`);
  await page.goto("/zen#/sign-in?next=%23%2Fsearch");
  const signIn = await mounted(page, "zen-auth");
  await signIn.getByRole("textbox", { name: "E-mail" }).fill("registered@example.com");
  await signIn.getByLabel("Password").fill("movanta-demo-1");
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/#\/search$/);

  await page.goto("/account");
  const area = await mounted(page, "account-area");
  await expect(area.getByText("Signed in as registered@example.com")).toBeVisible();
  await area.getByRole("button", { name: "Sign out" }).click();
  await expect(area.getByRole("button", { name: "Log in" })).toBeFocused();
});

test("the long-term rental page names the branches with the most cars, and a failing fleet call offers a retry that recovers", async ({
  page,
  context,
}) => {
  await appsFromLocalServer(page);
  await answerConsent(context, hostUrl("www.movanta.de", "/"));
  let fault = true;
  await page.route("**/v1/apps/fleet/locations?*", (route) =>
    route.fallback(fault ? { headers: { ...route.request().headers(), "x-fixture-fault": "apps.fleet.locations:500" } } : {}),
  );
  await page.goto(hostUrl("www.movanta.de", "/langzeitmiete"));
  const container = await mounted(page, "long-term-rental");
  await expect(container.getByText("Die Filialen konnten nicht geladen werden.")).toBeVisible();
  fault = false;
  await container.getByRole("button", { name: "Erneut versuchen" }).click();
  await expect(container.getByText(/^Langzeitmiet-Autos in: .+ \(\d+ Autos\), .+ \(\d+ Autos\), .+ \(\d+ Autos\)$/)).toBeVisible();
});
