import { environmentOf } from "../../environment/environment";
import type { EvaluationContext, FlagUser } from "./types";

/** Spec §6: the flag user of this visit, its environment by the shell's one rule; the client id defaults to "1". */
export const flagUser = (hostname: string, clientId = "1"): FlagUser => ({
  id: clientId,
  attributes: { environment: environmentOf(hostname) },
});

/** Spec §6's flag user of an evaluation context, as the service hears it: the visitor id as client id, else "1". */
export const userOf = ({ targetingKey, environment }: EvaluationContext): FlagUser => ({
  id: targetingKey ?? "1",
  attributes: { environment },
});
