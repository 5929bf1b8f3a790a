/** Each rule the layers share: its helper's name, its home file, the names a copy would go by. */
export const HOMES: { helper: string; home: string; names: string[] }[]
