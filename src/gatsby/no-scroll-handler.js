// Stands in, in the production browser bundle, for gatsby-react-router-scroll (see webpack.ts). The
// shell owns scrolling (src/shell/page-loading/scroll-policy.ts) and its shouldUpdateScroll always
// says no, so Gatsby's scroll handler only wrote every scroll position to sessionStorage for nobody
// to read. Its stand-in renders the page and nothing else; useScrollRestoration fails loudly.
export const ScrollContext = ({ children }) => children;

export const useScrollRestoration = () => {
  throw new Error("useScrollRestoration is left out of the browser bundle (src/gatsby/webpack.ts): the shell owns scrolling.");
};
