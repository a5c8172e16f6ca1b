/** `npm run serve`: serves public/, or dist/<host>/ by Host header, on http://localhost:9000. */
import { join } from "node:path";
import { createSiteServer, type Handler } from "./site-server";

const port = Number(process.env.PORT ?? 9000);
const root = process.cwd();
const handlers: Handler[] = [];
createSiteServer({ publicDir: join(root, "public"), distDir: join(root, "dist"), handlers }).listen(port, () => {
  console.log(`Serving the built site on http://localhost:${port} (dist/<host>/ by Host header, else public/)`);
});
