import type { ChildProcess } from 'node:child_process';

/**
 * What the bench must undo however it ends (throwaway databases, temp folders, child
 * processes): run in reverse order on the normal way out, on an error, and on Ctrl-C.
 */
const steps: { label: string; run: () => Promise<void> }[] = [];
const children = new Set<ChildProcess>();
let running: Promise<void> | undefined;

export type CleanupStep = {
  /** Runs the step now, once, and forgets it. */
  now(): Promise<void>;
  /** Forgets the step without running it (what it undoes is gone already). */
  dismiss(): void;
};

/** Registers an undo step. */
export function onCleanup(label: string, run: () => Promise<void>): CleanupStep {
  const step = { label, run };
  steps.push(step);
  const forget = () => {
    const at = steps.indexOf(step);
    if (at !== -1) steps.splice(at, 1);
    return at !== -1;
  };
  return {
    async now() {
      if (forget()) await run();
    },
    dismiss() {
      forget();
    },
  };
}

/** A child process to kill if the bench ends before it stopped it. */
export function trackChild(child: ChildProcess) {
  children.add(child);
  child.once('exit', () => children.delete(child));
}

export function runCleanup(): Promise<void> {
  running ??= (async () => {
    while (steps.length > 0) {
      const step = steps.pop();
      if (!step) break;
      try {
        await step.run();
      } catch (error) {
        console.error(`bench: cleanup '${step.label}' failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return running;
}

/** Ctrl-C and kill: undo, then leave. A second signal leaves at once (children are still killed). */
export function installSignalHandlers() {
  let signalled = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (signalled) process.exit(130);
      signalled = true;
      console.error(`\nbench: ${signal}, cleaning up...`);
      void runCleanup().finally(() => process.exit(130));
    });
  }
  // Whatever happens, no server is left running.
  process.on('exit', () => {
    for (const child of children) child.kill('SIGKILL');
  });
}
