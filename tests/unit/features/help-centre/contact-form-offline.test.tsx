import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { markets } from "../../../../markets";
import { ContactForm } from "../../../../src/features/help-centre/contact/contact-form";
import { pageFor, renderInPage } from "../../layouts/page-fixture";
import { usCentre } from "./us-centre";

// The form's calls are a chunk of their own; here it never arrives, as on a lost connection.
vi.mock("../../../../src/features/help-centre/load-calls", () => ({
  loadCalls: () => Promise.reject(Object.assign(new Error("Loading chunk 42 failed."), { name: "ChunkLoadError" })),
  preloadCalls: () => undefined,
}));

const info = usCentre;

describe("the help contact form without its calls' chunk", () => {
  it("says the connection failed and keeps what the visitor typed", async () => {
    const us = markets.find((m) => m.id === "us");
    renderInPage(<ContactForm info={info} id="contact" />, pageFor("navigation", { market: us }));
    fireEvent.change(screen.getByLabelText("Topic"), { target: { value: "rent-booking" } });
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ada Muster" } });
    fireEvent.change(screen.getByLabelText(/^Phone number/), { target: { value: "+1 555 123 4567" } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "Where is my invoice?" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(/Check your internet connection and try again\./)).toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toHaveValue("Where is my invoice?");
  });
});
