export * from './facts'
export * from './expand'
export * from './check'
export * from './openapi'
