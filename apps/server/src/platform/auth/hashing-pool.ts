import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { HashingResult, HashingTask } from './hashing-worker.ts';

type Pending = { resolve: (value: string | boolean) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; busy: Pending & { id: number } | null };
type Queued = { task: HashingTask } & Pending;
/** A task before it has its id (Omit over each member of the union, keeping their own fields). */
type NewTask = HashingTask extends infer T ? (T extends HashingTask ? Omit<T, 'id'> : never) : never;

/**
 * Password hashes on threads of their own, one a core, each niced below the event loop
 * (hashing-worker.ts). Sign-ins then use every core the rest of the server leaves idle, while
 * a light request still finds the event loop ready: libuv's shared pool, at normal priority,
 * forced a choice between the two (one hash fewer than the cores at once).
 */
export const hashingThreads = Math.max(1, os.availableParallelism());

// The worker is TypeScript beside this file in source (Node strips the types) and JavaScript beside main.js when built.
const workerUrl = new URL(`./hashing-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

const slots: Slot[] = [];
const queue: Queued[] = [];
let nextId = 1;

function startSlot(): Slot {
  const slot: Slot = { worker: new Worker(workerUrl), busy: null };
  // An idle hashing thread never keeps a process (a test, a script) alive; a busy one does, until its answer.
  slot.worker.unref();
  slot.worker.on('message', (result: HashingResult) => {
    const done = slot.busy;
    slot.busy = null;
    slot.worker.unref();
    if (done && done.id === result.id) {
      if (result.ok) done.resolve(result.value);
      else done.reject(new Error(result.error));
    }
    dispatch();
  });
  const retire = (error: Error) => {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    slot.busy?.reject(error);
    slot.busy = null;
    dispatch();
  };
  slot.worker.on('error', retire);
  slot.worker.on('exit', (code) => retire(new Error(`hashing thread exited (${code})`)));
  slots.push(slot);
  return slot;
}

function dispatch() {
  while (queue.length > 0) {
    const slot = slots.find((s) => s.busy === null) ?? (slots.length < hashingThreads ? startSlot() : undefined);
    if (!slot) return;
    const next = queue.shift() as Queued;
    slot.busy = { id: next.task.id, resolve: next.resolve, reject: next.reject };
    slot.worker.ref();
    slot.worker.postMessage(next.task);
  }
}

function run(task: NewTask): Promise<string | boolean> {
  return new Promise((resolve, reject) => {
    queue.push({ task: { ...task, id: nextId++ } as HashingTask, resolve, reject });
    dispatch();
  });
}

export async function hashOnPool(password: string, options: Record<string, number>): Promise<string> {
  return String(await run({ kind: 'hash', password, options }));
}

export async function verifyOnPool(hash: string, password: string): Promise<boolean> {
  return (await run({ kind: 'verify', hash, password })) === true;
}

/** How many hashing threads are running now (for tests). */
export function runningHashingThreads(): number {
  return slots.length;
}
