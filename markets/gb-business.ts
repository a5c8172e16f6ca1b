import { businessVariant } from "./define";
import gb from "./gb";

export default businessVariant(gb);
