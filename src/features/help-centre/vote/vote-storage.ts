/** Storage key of the visitor's votes: one answer per centre and article. */
export const VOTES_KEY = "help-votes";

export type Vote = "yes" | "no";

/** Storage is outside input: only an object of short keys to "yes" or "no" counts (no schema library on the article page). */
function isVotes(value: unknown): value is Record<string, Vote> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  return Object.entries(value).every(([key, vote]) => key.length <= 120 && (vote === "yes" || vote === "no"));
}

/** The visitor's votes, validated; anything unreadable (private mode, edited storage) counts as none. */
export function readVotes(storage: Pick<Storage, "getItem"> | undefined): Record<string, Vote> {
  try {
    const raw = storage?.getItem(VOTES_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    return isVotes(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** Remembers one vote; a storage that refuses it only means the visitor may be asked again. */
export function saveVote(storage: Pick<Storage, "getItem" | "setItem"> | undefined, key: string, vote: Vote): void {
  try {
    storage?.setItem(VOTES_KEY, JSON.stringify({ ...readVotes(storage), [key]: vote }));
  } catch {
    // Full or blocked storage: nothing to do.
  }
}

/** The browser's local storage, if it can be reached at all. */
export function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
