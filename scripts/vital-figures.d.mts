export interface VitalFigures {
  route: string;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** When the first call to the API left, after the navigation. */
  firstCallMs?: number | null;
  signedIn?: boolean;
  /** Over several loads: the fastest and slowest LCP, and first call. */
  lcpSpread?: [number, number] | null;
  firstCallSpread?: [number, number] | null;
}
export const vitalGoals: { lcpMs: number; signedInLcpMs: number; cls: number; tbtMs: number; firstCallMs: number };
export function cumulativeLayoutShift(shifts: { at: number; value: number }[]): number;
export function totalBlockingTime(longTasks: { at: number; duration: number }[], firstPaintAt: number): number;
export function median(values: number[]): number;
export function summarizeRuns(runs: VitalFigures[]): VitalFigures;
export function vitalLines(figures: VitalFigures): string[];
