/**
 * Where the boot script of a prerendered page (build/boot/boot.ts) keeps a function that
 * stops it marking pressed buttons (@causeway/ui's pressed-before-takeover.ts).
 */
export const stopMarkingPressesGlobal = '__causewayStopMarkingPresses';

/**
 * Called as the take-over starts: from then on React hears presses itself (and answers those on
 * parts it has not taken over yet once it has), so a later mark would be a press answered twice.
 */
export function stopMarkingPresses(): void {
  const stop = (window as unknown as Record<string, unknown>)[stopMarkingPressesGlobal];
  if (typeof stop === 'function') (stop as () => void)();
}
