/** The largest request body the API reads; larger ones get 413. Client-safe: the docs and the sign-in dialog's messages say it too. */
export const MAX_BODY_BYTES = 16 * 1024;

/** The cap as people read it: "16 KB". */
export const MAX_BODY_SIZE = `${MAX_BODY_BYTES / 1024} KB`;
