/**
 * `npm test`, every check in an order that keeps both cores busy:
 * 1. the builds of the end-to-end tests (`npm run test:build`), with the typecheck and the lint beside
 *    them: a Gatsby build leaves about a third of two cores idle, which the checks fill. The checks'
 *    output waits until each is done, so the build's stays readable;
 * 2. the unit tests, alone: some measure against the machine's clock and get it to themselves;
 * 3. the end-to-end tests.
 * A failed step stops the run after its group, naming it.
 */
import { spawn } from "node:child_process";

type Step = { script: string; quiet?: boolean };

/** Runs an npm script; a quiet one's output is printed in one piece when it ends. Resolves with its exit code. */
function run({ script, quiet = false }: Step): Promise<number> {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("error", (error) => {
      console.error(`npm test: ${script} did not start: ${error.message}`);
      done(1);
    });
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (quiet)
        process.stdout.write(
          `\n── npm run ${script} (${code === 0 ? "passed" : "failed"}, ${seconds} s)\n${Buffer.concat(output).toString()}`,
        );
      done(code ?? 1);
    });
  });
}

const groups: Step[][] = [
  [{ script: "test:build" }, { script: "typecheck", quiet: true }, { script: "lint", quiet: true }],
  [{ script: "test:unit" }],
  [{ script: "test:e2e" }],
];

async function main(): Promise<void> {
  for (const group of groups) {
    const codes = await Promise.all(group.map(run));
    const failed = group.filter((_step, i) => codes[i] !== 0).map((step) => step.script);
    if (failed.length > 0) {
      console.error(`\nnpm test: ${failed.join(", ")} failed`);
      process.exit(1);
    }
  }
}

void main();
