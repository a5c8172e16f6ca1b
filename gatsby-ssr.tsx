import type { GatsbySSR } from "gatsby";
import { wrapPage } from "./src/shell/wrap-page";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPage;
