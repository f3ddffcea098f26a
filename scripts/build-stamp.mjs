// A build is redone only when its inputs changed: a content hash of the input files is kept
// beside the output and compared on the next start.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const skipped = new Set(['node_modules', 'dist', 'data', '.tmp', 'test-results']);

function listFiles(entry, out) {
  if (!existsSync(entry)) return out;
  if (statSync(entry).isFile()) {
    out.push(entry);
    return out;
  }
  for (const name of readdirSync(entry).sort()) {
    if (!skipped.has(name)) listFiles(path.join(entry, name), out);
  }
  return out;
}

/** The hash of every file under `inputs` (files or folders), names and contents. */
export function hashInputs(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => listFiles(input, []))) {
    hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

export function isUpToDate(stampFile, inputs) {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === hashInputs(inputs);
}

export function writeStamp(stampFile, inputs) {
  writeFileSync(stampFile, `${hashInputs(inputs)}\n`);
}
