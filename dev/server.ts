/** `npm run serve`: serves public/, or dist/<host>/ by Host header, on http://localhost:9000. */
import { createDevServer } from "./dev-server";

const port = Number(process.env.PORT ?? 9000);
createDevServer(process.cwd()).listen(port, () => {
  console.log(`Serving the built site on http://localhost:${port} (dist/<host>/ by Host header, else public/)`);
});
