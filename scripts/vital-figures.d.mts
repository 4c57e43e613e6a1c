export interface VitalFigures {
  route: string;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** When the first call to the API left, after the navigation. */
  firstCallMs?: number | null;
  signedIn?: boolean;
}
export const vitalGoals: { lcpMs: number; signedInLcpMs: number; cls: number; tbtMs: number; firstCallMs: number };
export function cumulativeLayoutShift(shifts: { at: number; value: number }[]): number;
export function totalBlockingTime(longTasks: { at: number; duration: number }[], firstPaintAt: number): number;
export function vitalLines(figures: VitalFigures): string[];
