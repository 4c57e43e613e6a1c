export interface SizeBudget {
  route: string;
  /** Gzip bytes (docs/performance.md). */
  budget: number;
  /** Gzip bytes a route still over budget may not grow past. */
  ceiling?: number;
  signedIn?: boolean;
  readyWhen?: string;
  /** A User Timing mark the app sets when the route is usable (a page painted from HTML). */
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
}
export interface SizeVerdict {
  route: string;
  withinCeiling: boolean;
  meetsBudget: boolean;
  line: string;
}
export const sizeBudgets: SizeBudget[];
export function measuredRoute(budget: SizeBudget, session: Record<string, string>): MeasuredRoute;
export function kb(bytes: number): string;
export function judgeSizes(results: RouteSize[], budgets?: SizeBudget[]): SizeVerdict[];
