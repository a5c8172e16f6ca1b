import { seededRandom } from "./seed/random";

/** A confirmation e-mail the fixture "sent"; tests read them at `/api/__dev/outbox`. */
export type Mail = Readonly<{ to: string; token: string; link: string; sentAt: string }>;

type User = { userId: string; email: string; confirmed: boolean; voucherCode: string; lastMailAt: number };

/** An address that is registered from the start, so tests can meet "already registered". */
export const KNOWN_EMAIL = "registered@example.com";
/** The known address's password, for the sign-in call. */
export const KNOWN_PASSWORD = "movanta-demo-1";

type Session = { token: string; userId: string; email: string; expiresAt: string };

/** What POSTs change, for the life of the server process (or of one test's fixture). */
export class FixtureState {
  readonly campaignRegistrations = new Map<string, Set<string>>();
  readonly users = new Map<string, User>();
  readonly tokens = new Map<string, string>();
  readonly votes = new Map<string, { helpful: number; notHelpful: number }>();
  readonly outbox: Mail[] = [];
  /** Passwords of the accounts that can sign in (the known address's from the start). */
  readonly passwords = new Map<string, string>([[KNOWN_EMAIL, KNOWN_PASSWORD]]);
  /** Sessions the sign-in call handed out, by token. */
  readonly sessions = new Map<string, Session>();
  /** Password-reset e-mails the fixture "sent", to known addresses only. */
  readonly resetRequests: { email: string; locale: string; at: string }[] = [];
  /** Captcha tokens the API accepted: each is good for one request. */
  readonly spentCaptchaTokens = new Set<string>();
  private counter = 0;
  private readonly random = seededRandom("fixture-tokens");

  constructor() {
    this.users.set(KNOWN_EMAIL, { userId: "user-known", email: KNOWN_EMAIL, confirmed: true, voucherCode: "RIDE-KNOWN", lastMailAt: 0 });
  }

  /** A fresh id with a prefix: `user-3`, `ticket-12`. */
  nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}-${this.counter}`;
  }

  /** An unguessable-looking token (deterministic across starts, which tests like). */
  nextToken(): string {
    return Array.from({ length: 24 }, () => "abcdefghijkmnpqrstuvwxyz23456789"[Math.floor(this.random() * 32)]).join("");
  }

  /** Registers an e-mail for a campaign; false when it was registered already. */
  registerForCampaign(campaignId: string, email: string): boolean {
    const emails = this.campaignRegistrations.get(campaignId) ?? new Set([KNOWN_EMAIL]);
    this.campaignRegistrations.set(campaignId, emails);
    if (emails.has(email)) return false;
    emails.add(email);
    return true;
  }
}
