/** The market `npm start` and a bare `npm run build` use: the English-language US site. */
export const DEFAULT_MARKET_ID = "us";
