/** How a fact's value is compared however it is written: the same value, and the number it states. */

/** Removes what differs between ways of writing one value: spaces (thin ones too), thousands commas, ¥, case. */
export function normaliseValue(v: string): string {
  return (
    v
      .replace(/[\s\u00a0\u2009\u202f]+/g, ' ')
      .trim()
      .replace(/(\d)[,\s\u2009](?=\d{3}\b)/g, '$1')
      // A table's input and output cells ("2.00 | ¥3.00") read as one pair.
      .replace(/\s*[|/]\s*¥?\s*/g, ' / ')
      .replace(/^¥\s*/, '')
      .toLowerCase()
  )
}

/** The number a normalised value states, or null when it is not a plain number. */
export function numberOf(v: string): number | null {
  const m = /^-?\d+(?:\.\d+)?$/.exec(normaliseValue(v).replace(/,/g, ''))
  return m ? Number(m[0]) : null
}
