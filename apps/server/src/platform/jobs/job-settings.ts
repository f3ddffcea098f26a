/** Retry and polling timings of the job queue (platform/jobs/jobs.ts); the retry ones come from the config. */
export type JobSettings = {
  /** Tries after the first one before a mail is kept as failed. */
  retryLimit: number;
  /** The first retry's delay; each later one doubles it (with jitter), up to retryDelayMaxSeconds. */
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** How often an idle worker looks for new jobs. */
  pollSeconds: number;
};

export const defaultJobSettings: JobSettings = { retryLimit: 10, retryDelaySeconds: 15, retryDelayMaxSeconds: 1800, pollSeconds: 1 };
