import type { Browser } from '@playwright/test';

/** A page's main-thread work from its navigation on, in ms (see main-thread.mjs). */
export type MainThreadWork = {
  total: number;
  longest: number;
  /** The same tasks in the thread's own CPU time. */
  cpu: number;
  longestCpu: number;
  long: number;
  byGroup: Record<string, number>;
};

export const traceCategories: string[];
export const lighthousePhone: {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
};
export function mainThreadWork(traceEvents: unknown[]): MainThreadWork;
export function traceFirstVisit(
  browser: Browser,
  url: string,
  options?: { cpuSlowdown?: number; save?: string },
): Promise<MainThreadWork>;
export const REFERENCE_INDEX: number;
export function hostSpeed(
  browser: Browser,
): Promise<{ index: number; scale: (ms: number) => number }>;
