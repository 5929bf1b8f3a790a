/** The issue or ticket numbers `text` mentions, as written (issue N, #N), in order. */
export function findTicketNumbers(text: string): { match: string; index: number }[]
