export interface SummaryInput {
  /** Names of the chosen items, in list order. */
  selectedNames: readonly string[];
  itemCount: number;
  isLoading: boolean;
  placeholder: string;
  emptyText: string;
  loadingText: string;
  /** Longest joined list of names still shown as names; beyond it the trigger reads 'N selected'. */
  maxLength?: number;
}

/**
 * What the closed multi-select shows: the chosen names, or 'N selected' when they would not fit;
 * with nothing chosen, the loading text, the empty text or the placeholder, in that order.
 */
export function multiSelectSummary({
  selectedNames,
  itemCount,
  isLoading,
  placeholder,
  emptyText,
  loadingText,
  maxLength = 40,
}: SummaryInput): string {
  if (selectedNames.length === 1) return selectedNames[0] ?? '';
  if (selectedNames.length > 1) {
    const joined = selectedNames.join(', ');
    return joined.length <= maxLength ? joined : `${selectedNames.length} selected`;
  }
  if (isLoading) return loadingText;
  if (itemCount === 0) return emptyText;
  return placeholder;
}
