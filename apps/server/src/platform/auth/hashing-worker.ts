import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

/**
 * One thread of the password-hashing pool (see hashing-pool.ts). It runs argon2 on itself,
 * synchronously, at a lower scheduling priority than the event loop: a hash then takes any
 * idle core, but never a core the event loop (or the embedded database on it) wants.
 * This file is plain enough for Node to run as TypeScript (tests, dev) and is also built to
 * dist/hashing-worker.js.
 */
export type HashingTask =
  | { id: number; kind: 'hash'; password: string; options: Record<string, number> }
  | { id: number; kind: 'verify'; hash: string; password: string };
export type HashingResult = { id: number; ok: true; value: string | boolean } | { id: number; ok: false; error: string };

/** Niceness of the hashing threads: the kernel gives the event loop about ten times their share of a contested core. */
export const hashingNiceness = 10;

function lowerOwnPriority() {
  try {
    // On Linux a thread is a task with its own id; setpriority on that id affects this thread only.
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, hashingNiceness);
  } catch {
    // Elsewhere the pool still works, at normal priority.
  }
}

if (parentPort) {
  const port = parentPort;
  lowerOwnPriority();
  port.on('message', (task: HashingTask) => {
    let result: HashingResult;
    try {
      const value =
        task.kind === 'hash' ? hashSync(task.password, task.options) : verifySync(task.hash, task.password);
      result = { id: task.id, ok: true, value };
    } catch (error) {
      result = { id: task.id, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(result);
  });
}
