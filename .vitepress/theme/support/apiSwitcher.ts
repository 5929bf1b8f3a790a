/** API-reference switcher logic (BEHAVIOUR.md shell §2 and §3 "API switcher props"). */
export const API_SWITCHER_DEFAULT_PREFIX = '/api/'

export interface ApiSwitcherProps {
  options: string[]
  defaultOption?: string
  routeMap?: Record<string, string>
  routePrefix?: string
}

/** The route of an option: the explicit map, else prefix + lower-cased name with spaces as underscores. */
export function routeForOption(option: string, props: Pick<ApiSwitcherProps, 'routeMap' | 'routePrefix'>): string {
  const mapped = props.routeMap?.[option]
  if (mapped) return mapped
  const prefix = props.routePrefix ?? API_SWITCHER_DEFAULT_PREFIX
  return prefix + option.toLowerCase().replace(/ /g, '_')
}

/** Local-storage key for the remembered choice, built from the options. */
export function switcherStorageKey(options: string[]): string {
  return `api-switcher:${options.join('|')}`
}

const normalise = (p: string) => p.replace(/(\/index)?\.html$/, '').replace(/\/$/, '') || '/'

/** The option whose route is the current path, if any. */
export function optionForPath(path: string, props: ApiSwitcherProps): string | undefined {
  const here = normalise(path)
  return props.options.find((o) => normalise(routeForOption(o, props)) === here)
}

/** What the switcher shows: the current page's option, else the remembered one, else the default. */
export function initialOption(path: string, stored: string | null, props: ApiSwitcherProps): string | undefined {
  return (
    optionForPath(path, props) ??
    (stored && props.options.includes(stored) ? stored : undefined) ??
    (props.defaultOption && props.options.includes(props.defaultOption) ? props.defaultOption : undefined) ??
    props.options[0]
  )
}
