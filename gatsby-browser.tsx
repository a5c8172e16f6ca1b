import type { GatsbyBrowser } from "gatsby";
import { wrapPage } from "./src/shell/wrap-page";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPage;
