import { vi } from "vitest";
import { issueToken } from "../../../dev/captcha-stand-in/token";
import type { Captcha } from "../../../src/services/captcha";

/** The stand-in's tokens without its script: form tests post them to the in-process fixture API, which checks them. */
export const standInCaptcha: Captcha = { token: (action) => Promise.resolve(issueToken(action)) };

/**
 * For `vi.mock("…/src/services/captcha/widget", …)`: the widget adapter's module with a loader that
 * hands out stand-in tokens (a DOM test cannot run the provider's script through the proxy).
 */
export const standInWidgetModule = { loadCaptchaWidget: vi.fn(() => Promise.resolve(standInCaptcha)) };
