import { describe, expect, it } from "vitest";
import { pageContentSchema } from "../../../src/content/schema";

/** The plus campaign page with its own fields over the defaults. */
const campaign = (fields: Record<string, unknown> = {}) =>
  pageContentSchema.safeParse({
    template: "plus-campaign",
    path: "/plus/campaign",
    layout: "plus",
    title: "Campaign",
    description: "Campaign",
    language_code: "en-US",
    domain: "www.movanta.example",
    body: "# Campaign",
    ...fields,
  });

describe("the plus campaign page's content", () => {
  it("is valid with a body and no blocks", () => {
    expect(campaign().success).toBe(true);
  });

  it("is refused with blocks, which its template does not show", () => {
    const result = campaign({ blocks: [{ type: "body" }] });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["blocks", "the plus campaign page shows no blocks: put its text in body, or remove blocks"],
    ]);
  });

  it("lets other templates of the plus layout keep their blocks", () => {
    expect(campaign({ template: "editorial", blocks: [{ type: "body" }] }).success).toBe(true);
  });
});
