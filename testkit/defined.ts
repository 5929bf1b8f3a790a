/**
 * `value` itself, or an error naming what was missing. Tests use it where an index or a lookup may
 * come back empty: a failed check reads better than a TypeError, and unlike `value!` it is a check.
 */
export function defined<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`expected ${what}, got ${value}`)
  return value
}
