/**
 * The header bar's rows in px, shared by the shell and its skeleton so one takes the other's place
 * without a jump: its controls, and below the wide breakpoint the notices' own row.
 */
export const headerRows = { controls: 64, notices: 48 } as const;
