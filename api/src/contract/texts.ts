/**
 * The texts of the rules every field shares, without dependencies: `MESSAGES` (./rules) is these and
 * the genre text; the lending texts (./loan-rules) are built from them too.
 */
export const FIELD_TEXTS = {
  required: (label: string): string => `${label} is required`,
  tooLong: (label: string, max: number): string => `${label} must be at most ${max} characters`,
  controlCharacters: (label: string): string => `${label} must not contain control characters`,
  /** An ISBN that isValidIsbn refuses (wrong shape or check digit): 'ISBN is not valid'. */
  notValid: (label: string): string => `${label} is not valid`,
  /** 'Copies must be a whole number'. */
  notWhole: (label: string): string => `${label} must be a whole number`,
  /** 'Copies must be 0 or more'. */
  atLeast: (label: string, min: number): string => `${label} must be ${min} or more`,
  /** 'Copies must be at most 1000000' (a form may write the number for people: '1,000,000'). */
  atMost: (label: string, max: number | string): string => `${label} must be at most ${max}`,
} as const;
