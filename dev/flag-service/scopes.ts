import { defaultFlagValues } from "../../src/services/feature-flags/local-client";
import type { Experiment } from "../../src/services/feature-flags/experiments";
import type { FlagValues } from "../../src/services/feature-flags/types";

/** A scope's configuration: every flag's value and, when a test sets them, its experiments and the polling interval it answers with. */
export type ScopeConfig = { flags: FlagValues; experiments?: Experiment[]; pollSeconds?: number };
/** One batch of events as it arrived (one beacon), so a test sees where batches begin and end. */
export type ReceivedBatch = { receivedAt: string; user: unknown; events: unknown[] };
type Scope = { config: ScopeConfig; batches: ReceivedBatch[] };

/** The scope a request without a `flag-scope` cookie belongs to: the local defaults. */
export const DEFAULT_SCOPE = "default";
/** What a scope id may be: a test's own name, safe in a cookie and a path. */
export const SCOPE_ID = /^[A-Za-z0-9_-]{1,64}$/;

// A long-running local server must not grow without end: the oldest scopes and batches go first.
const MAX_SCOPES = 500;
const MAX_BATCHES = 200;

/** The stand-in's memory: configuration and received events per scope, each test in a scope of its own. */
export class FlagScopes {
  private readonly scopes = new Map<string, Scope>();

  /** A scope's configuration; an unknown scope has the local defaults. */
  config(id: string): ScopeConfig {
    return this.scopes.get(id)?.config ?? { flags: defaultFlagValues };
  }

  /** Sets a scope's flags (on top of the defaults), experiments and polling interval. */
  configure(id: string, flags: Partial<FlagValues>, pollSeconds: number | undefined, experiments?: Experiment[]): ScopeConfig {
    const config: ScopeConfig = {
      flags: { ...defaultFlagValues, ...flags },
      ...(experiments === undefined ? {} : { experiments }),
      ...(pollSeconds === undefined ? {} : { pollSeconds }),
    };
    this.scope(id).config = config;
    return config;
  }

  /** Keeps a batch of events as it arrived. */
  receive(id: string, batch: ReceivedBatch): void {
    const { batches } = this.scope(id);
    batches.push(batch);
    if (batches.length > MAX_BATCHES) batches.shift();
  }

  /** The batches a scope received, oldest first. */
  batches(id: string): readonly ReceivedBatch[] {
    return this.scopes.get(id)?.batches ?? [];
  }

  private scope(id: string): Scope {
    const scope = this.scopes.get(id) ?? { config: { flags: defaultFlagValues }, batches: [] };
    // Re-inserted, so the map's order is the order of last use.
    this.scopes.delete(id);
    this.scopes.set(id, scope);
    if (this.scopes.size > MAX_SCOPES) this.scopes.delete(this.scopes.keys().next().value ?? "");
    return scope;
  }
}
