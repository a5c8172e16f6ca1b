import { businessVariant } from "./define";
import nl from "./nl";

export default businessVariant(nl);
