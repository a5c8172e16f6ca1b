import { businessVariant } from "./define";
import us from "./us";

export default businessVariant(us);
