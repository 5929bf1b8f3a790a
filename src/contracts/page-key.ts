/**
 * The exact key of a page in the Typesense docs collection: what a page question filters on.
 *
 * Typesense compares a string filter (`field:=value`) by tokens, not characters: the value is
 * tokenised with the field's locale and separators, case is folded and punctuation such as `/` and
 * `.` is dropped (src/tokenizer.cpp, src/filter_result_iterator.cpp). A filter on the url itself
 * therefore treats `/a/b.html` and `/ab.html` as one page, and `/` as an error. The key is a hash
 * of the url written in lowercase hex: one token that the tokeniser leaves as it is.
 *
 * The sync writes it on every docs record (`src/indexer/schemas.ts`); the browser computes it for
 * the page in scope (`pageFilter`, src/search-core/chat.ts). Pure: imports nothing.
 */

/** The docs collection's field holding `pageKeyOf(url_without_anchor)`. */
export const PAGE_KEY_FIELD = 'page_key'

const FNV_OFFSET = 0xcbf29ce484222325n
const FNV_PRIME = 0x100000001b3n
const MASK_64 = 0xffffffffffffffffn
const KEY_HEX_DIGITS = 16

/**
 * FNV-1a (64 bit) of the url's UTF-8 bytes, as 16 lowercase hex digits. At 10 000 pages the
 * chance that two share a key is about 3·10⁻¹²; any other tool can compute the same key.
 */
export function pageKeyOf(url: string): string {
  let hash = FNV_OFFSET
  for (const byte of new TextEncoder().encode(url)) {
    hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & MASK_64
  }
  return hash.toString(16).padStart(KEY_HEX_DIGITS, '0')
}
