import type { RumReport } from "./schema";

/**
 * At most this many reports in one beacon: the browser sends a batch as soon as it is full. Here, not
 * in schema.ts, so the browser's code imports no schema and valibot's parts stay out of its chunks.
 */
export const MAX_BATCH = 10;

/** Reports waiting to leave together. */
export type Batch = {
  /** Adds a report (replacing a waiting one of the same id); a full batch leaves at once. */
  add(report: RumReport): void;
  /** Sends what waits, if anything. */
  flush(): void;
  /** Forgets what waits, unsent. */
  clear(): void;
};

/** A batch of at most `size` reports that `send` takes away. */
export function createBatch(send: (reports: RumReport[]) => void, size: number = MAX_BATCH): Batch {
  let waiting: RumReport[] = [];
  const flush = (): void => {
    if (waiting.length === 0) return;
    const reports = waiting;
    waiting = [];
    send(reports);
  };
  return {
    add(report) {
      // web-vitals reports a metric again under its id when its value grows (CLS on a later hide): the last value counts.
      waiting = [...waiting.filter((other) => other.id !== report.id), report];
      if (waiting.length >= size) flush();
    },
    flush,
    clear: () => void (waiting = []),
  };
}
