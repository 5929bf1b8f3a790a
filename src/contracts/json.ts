/**
 * Parsed JSON read field by field (Typesense answers, site data, event exports, facts files): the
 * one guard every reader uses before it looks inside a value.
 */

/** A JSON object (not null, not an array): its fields can be read. */
export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
