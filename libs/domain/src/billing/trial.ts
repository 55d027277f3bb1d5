/** Length of the TRIAL and D2C_TRIAL plans; the spec does not give it (docs/decisions.md). */
export const TRIAL_LENGTH_DAYS = 14;
