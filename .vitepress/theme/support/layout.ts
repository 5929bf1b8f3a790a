/**
 * Layout constants of the site shell (BEHAVIOUR.md shell §9) that tests share with the theme: the mobile
 * nav screen closes once the window is at least this wide.
 */
export const MOBILE_NAV_CLOSE_WIDTH = 768
