// The island trims and folds what the reader typed the way the engines do; it reaches query analysis
// through search-core, the layer below it.
export { normalizeQuery } from '../query-analysis/normalize'
