import { cpus, loadavg, totalmem } from 'node:os';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** bench/RESULTS.md. */
export const resultsFile = path.join(import.meta.dirname, 'RESULTS.md');

/** The machine in words: `2 × AMD EPYC, 24 GiB, Node v24.…`. */
export function machineDescription(): string {
  return `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** The load average over the last minute, rounded, for saying how busy a shared machine was during a measurement. */
export function loadAverage(): number {
  return Math.round((loadavg()[0] ?? 0) * 10) / 10;
}

/**
 * Replaces the section of RESULTS.md whose heading line is `heading` (up to the next `## ` heading) by `section`, or
 * appends it at the end; the other sections stay as they are. `bench/run.ts` rewrites everything before
 * "## Console lists", so sections written this way belong after it.
 */
export async function writeResultsSection(heading: string, section: string): Promise<void> {
  const current = await readFile(resultsFile, 'utf8').catch(() => '');
  const line = current.indexOf(`\n${heading}\n`);
  const at = line < 0 ? -1 : line + 1;
  const next = at < 0 ? -1 : current.indexOf('\n## ', at + heading.length);
  const text = section.endsWith('\n') ? section : `${section}\n`;
  const updated =
    at < 0
      ? `${current.trimEnd()}\n\n${text}`
      : `${current.slice(0, at)}${text}${next < 0 ? '' : current.slice(next + 1)}`;
  await writeFile(resultsFile, updated);
}

/** The middle value (the upper one of an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
