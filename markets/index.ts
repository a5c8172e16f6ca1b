import type { Market } from "./schema";
import ae from "./ae";
import aeAr from "./ae-ar";
import ar from "./ar";
import at from "./at";
import au from "./au";
import be from "./be";
import beFr from "./be-fr";
import br from "./br";
import ca from "./ca";
import caFr from "./ca-fr";
import ch from "./ch";
import chFr from "./ch-fr";
import cl from "./cl";
import co from "./co";
import cr from "./cr";
import cy from "./cy";
import de from "./de";
import dk from "./dk";
import ee from "./ee";
import eg from "./eg";
import egAr from "./eg-ar";
import es from "./es";
import esEn from "./es-en";
import esBusiness from "./es-business";
import fi from "./fi";
import fr from "./fr";
import frEn from "./fr-en";
import frBusiness from "./fr-business";
import gb from "./gb";
import gbBusiness from "./gb-business";
import gp from "./gp";
import hr from "./hr";
import hrEn from "./hr-en";
import hu from "./hu";
import ie from "./ie";
import is from "./is";
import it from "./it";
import itEn from "./it-en";
import itBusiness from "./it-business";
import lt from "./lt";
import lv from "./lv";
import ma from "./ma";
import mt from "./mt";
import mx from "./mx";
import nl from "./nl";
import nlBusiness from "./nl-business";
import no from "./no";
import nz from "./nz";
import pa from "./pa";
import pl from "./pl";
import pt from "./pt";
import ptEn from "./pt-en";
import ro from "./ro";
import sa from "./sa";
import saAr from "./sa-ar";
import se from "./se";
import sg from "./sg";
import si from "./si";
import us from "./us";
import usBusiness from "./us-business";
import usEs from "./us-es";

/**
 * Every market, keyed by id. One import per file keeps the list explicit and typed; a market
 * missing here is reported by content:check because its content folder has no market.
 */
export const markets: readonly Market[] = [
  ae,
  aeAr,
  ar,
  at,
  au,
  be,
  beFr,
  br,
  ca,
  caFr,
  ch,
  chFr,
  cl,
  co,
  cr,
  cy,
  de,
  dk,
  ee,
  eg,
  egAr,
  es,
  esEn,
  esBusiness,
  fi,
  fr,
  frEn,
  frBusiness,
  gb,
  gbBusiness,
  gp,
  hr,
  hrEn,
  hu,
  ie,
  is,
  it,
  itEn,
  itBusiness,
  lt,
  lv,
  ma,
  mt,
  mx,
  nl,
  nlBusiness,
  no,
  nz,
  pa,
  pl,
  pt,
  ptEn,
  ro,
  sa,
  saAr,
  se,
  sg,
  si,
  us,
  usBusiness,
  usEs,
];

export { DEFAULT_MARKET_ID } from "./default";
export type { Market } from "./schema";
