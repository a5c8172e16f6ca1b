import { createHash } from "node:crypto";

/** Every web-API answer this process read, by request: a build's output is a function of its inputs and of these. */
const answers = new Map<string, string>();

/**
 * A fetch that remembers what `send` answered (status and body, by method, URL, language and body
 * sent), so build:all can tell whether the web API still answers what it answered the last build.
 */
export function recordingFetch(send: typeof fetch, acceptLanguage: string): typeof fetch {
  return async (input, init) => {
    const response = await send(input, init);
    const url = input instanceof Request ? input.url : String(input);
    const sent = typeof init?.body === "string" ? init.body : "";
    const body = response.status === 204 ? "" : await response.clone().text();
    answers.set(`${init?.method ?? "GET"} ${url} ${acceptLanguage} ${sent}`, `${response.status} ${sha1(body)}`);
    return response;
  };
}

/** One digest of every answer recorded so far; the order of the requests does not count. */
export function answersDigest(): string {
  const hash = createHash("sha1");
  for (const key of [...answers.keys()].sort()) hash.update(`${key}\0${answers.get(key) ?? ""}\n`);
  return hash.digest("hex");
}

const sha1 = (text: string): string => createHash("sha1").update(text).digest("hex");
