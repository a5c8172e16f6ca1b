import { businessVariant } from "./define";
import es from "./es";

export default businessVariant(es);
