import { environmentOf } from "../../environment/environment";
import type { FlagUser } from "./types";

/** Spec §6: the flag user of this visit, its environment by the shell's one rule; the client id defaults to "1". */
export const flagUser = (hostname: string, clientId = "1"): FlagUser => ({
  id: clientId,
  attributes: { environment: environmentOf(hostname) },
});
