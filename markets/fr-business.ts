import { businessVariant } from "./define";
import fr from "./fr";

export default businessVariant(fr);
