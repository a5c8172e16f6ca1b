import { businessVariant } from "./define";
import it from "./it";

export default businessVariant(it);
