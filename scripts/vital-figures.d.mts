export interface VitalFigures {
  route: string;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}
export const vitalGoals: { lcpMs: number; cls: number; tbtMs: number };
export function cumulativeLayoutShift(shifts: { at: number; value: number }[]): number;
export function totalBlockingTime(longTasks: { at: number; duration: number }[], firstPaintAt: number): number;
export function vitalLines(figures: VitalFigures): string[];
