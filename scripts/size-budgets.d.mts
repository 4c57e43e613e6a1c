export interface SizeBudget {
  route: string;
  /** Gzip bytes before the route is usable (docs/performance.md). */
  budget: number;
  /** The most script files the route may ask for before it is usable. */
  maxFiles?: number;
  /** Gzip bytes of all a page painted from HTML loads once the network is idle. */
  loadedBudget?: number;
  signedIn?: boolean;
  readyWhen?: string;
  /** A User Timing mark the app sets when the route is usable. */
  readyMark?: string;
}
/** A route as the measuring scripts open it: a path, or how to tell it is usable. */
export type MeasuredRoute =
  | string
  | { route: string; session: Record<string, string>; readyWhen?: string; readyMark?: string }
  | { route: string; readyMark: string };
export interface RouteSize {
  route: string;
  bytes: number;
  files: string[];
  loadedBytes?: number;
}
export interface SizeVerdict {
  route: string;
  withinBudget: boolean;
  line: string;
}
export const sizeBudgets: SizeBudget[];
export function measuredRoute(budget: SizeBudget, session: Record<string, string>): MeasuredRoute;
export function kb(bytes: number): string;
export function judgeSizes(results: RouteSize[], budgets?: SizeBudget[]): SizeVerdict[];
