/**
 * Layout constants of the site shell (spec site-shell §9). The default theme's CSS and composables
 * implement these values; they are named here so tests and our own components use the same numbers.
 */
export const LAYOUT_BREAKPOINTS = { desktop: 960, wide: 1280 } as const
/** The mobile nav screen closes once the window is at least this wide. */
export const MOBILE_NAV_CLOSE_WIDTH = 768
/** The default theme throttles its scroll handlers (outline, nav) to this interval. */
export const SCROLL_THROTTLE_MS = 100
/** Minimum size of the custom scrollbar thumb (styles/layout.css). */
export const SCROLLBAR_MIN_THUMB_PX = 20
