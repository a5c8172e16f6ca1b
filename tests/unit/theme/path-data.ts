/** How many numbers each SVG path command takes per segment. */
const ARITY: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

type Point = [x: number, y: number];
/** One command of a path: its letter as written and its numbers. */
export type PathCommand = { letter: string; numbers: number[] };

/**
 * Reads SVG path data into commands; throws on anything that is not a path command, a number, white
 * space or a comma, and on a command with a wrong count of numbers. Arc flags must stand apart ("0 1").
 */
export function parsePath(d: string): PathCommand[] {
  const token = /\s*,?\s*([MmLlHhVvCcSsQqTtAaZz]|[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/y;
  const tokens: string[] = [];
  while (token.lastIndex < d.length) {
    const at = token.lastIndex;
    const match = token.exec(d);
    if (!match?.[1]) {
      if (/^\s*$/.test(d.slice(at))) break;
      throw new Error(`not path data at ${at}: ${d.slice(at, at + 12)}`);
    }
    tokens.push(match[1]);
  }
  const commands: PathCommand[] = [];
  for (let i = 0; i < tokens.length;) {
    const letter = tokens[i++]!;
    const arity = ARITY[letter.toLowerCase()];
    if (arity === undefined) throw new Error(`expected a command, found ${letter}`);
    if (commands.length === 0 && letter.toLowerCase() !== "m") throw new Error("path data must start with a move");
    const numbers: number[] = [];
    while (i < tokens.length && !/[a-z]/i.test(tokens[i]!)) numbers.push(Number(tokens[i++]));
    if (arity === 0 ? numbers.length > 0 : numbers.length === 0 || numbers.length % arity !== 0) {
      throw new Error(`${letter} takes ${arity} numbers a segment, found ${numbers.length}`);
    }
    commands.push({ letter, numbers });
  }
  return commands;
}

/** Points along an elliptical arc (SVG's endpoint form, converted to its centre form). */
function arcPoints(from: Point, [rx0, ry0, turn, large, sweep, x, y]: number[], steps = 16): Point[] {
  const phi = (turn! * Math.PI) / 180;
  const [cos, sin] = [Math.cos(phi), Math.sin(phi)];
  const dx = (from[0] - x!) / 2,
    dy = (from[1] - y!) / 2;
  const x1 = cos * dx + sin * dy,
    y1 = -sin * dx + cos * dy;
  let rx = Math.abs(rx0!),
    ry = Math.abs(ry0!);
  const grow = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry);
  if (grow > 1) [rx, ry] = [rx * Math.sqrt(grow), ry * Math.sqrt(grow)];
  const num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1;
  const k = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, num / (rx * rx * y1 * y1 + ry * ry * x1 * x1)));
  const cx1 = (k * rx * y1) / ry,
    cy1 = (-k * ry * x1) / rx;
  const cx = cos * cx1 - sin * cy1 + (from[0] + x!) / 2,
    cy = sin * cx1 + cos * cy1 + (from[1] + y!) / 2;
  const angle = (ux: number, uy: number) => Math.atan2(uy, ux);
  const start = angle((x1 - cx1) / rx, (y1 - cy1) / ry);
  let delta = angle((-x1 - cx1) / rx, (-y1 - cy1) / ry) - start;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = start + (delta * i) / steps;
    return [cx + rx * Math.cos(t) * cos - ry * Math.sin(t) * sin, cy + rx * Math.cos(t) * sin + ry * Math.sin(t) * cos];
  });
}

/** The box a path covers (arcs followed along their curve, curves by their control points), as [minX, minY, maxX, maxY]. */
export function pathBounds(d: string): [number, number, number, number] {
  const seen: Point[] = [];
  let at: Point = [0, 0],
    start: Point = [0, 0];
  for (const { letter, numbers } of parsePath(d)) {
    const lower = letter.toLowerCase(),
      relative = letter === lower;
    const arity = ARITY[lower]!;
    if (lower === "z") at = start;
    for (let i = 0; i < numbers.length; i += arity) {
      const n = numbers.slice(i, i + arity);
      const shift = (px: number, py: number): Point => (relative ? [at[0] + px, at[1] + py] : [px, py]);
      let end: Point;
      if (lower === "h") end = [relative ? at[0] + n[0]! : n[0]!, at[1]];
      else if (lower === "v") end = [at[0], relative ? at[1] + n[0]! : n[0]!];
      else if (lower === "a") {
        end = shift(n[5]!, n[6]!);
        seen.push(...arcPoints(at, [...n.slice(0, 5), ...end]));
      } else {
        for (let j = 0; j < arity - 2; j += 2) seen.push(shift(n[j]!, n[j + 1]!));
        end = shift(n[arity - 2]!, n[arity - 1]!);
      }
      if (lower === "m" && i === 0) start = end;
      seen.push(end);
      at = end;
    }
  }
  const xs = seen.map((p) => p[0]),
    ys = seen.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}
