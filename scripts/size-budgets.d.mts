export interface SizeBudget {
  route: string;
  /** Gzip bytes, from ARCHITECTURE.md. */
  budget: number;
  /** Gzip bytes a route still over budget may not grow past. */
  ceiling?: number;
  signedIn?: boolean;
  readyWhen?: string;
}
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
export function kb(bytes: number): string;
export function judgeSizes(results: RouteSize[], budgets?: SizeBudget[]): SizeVerdict[];
