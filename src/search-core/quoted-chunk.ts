/** What the island loads with its first question answered by quotation: one chunk. */
export { quoteFromDocs } from './quote-answer'
export { quotedAnswer } from './quotes'
