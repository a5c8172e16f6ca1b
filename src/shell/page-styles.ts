/**
 * styled-components alone, the page shell's first step (src/shell/page-shell.ts). Its evaluation
 * reads the server's styles into its own sheet (every rule of the page's `<style data-styled>`
 * inserted again, the server's element removed), the larger half of the page shell's one task, growing
 * with the page's styles. In the page-shell chunk, so no chunk is added.
 */
export { ThemeProvider } from "styled-components";
