declare module 'virtual:site-icons' {
  /** Root-relative path of the icon sprite (prefix it with the site base). */
  export const spritePath: string
  /** viewBox of each icon type's symbol. */
  export const viewBoxes: Record<string, string>
}

/** The site's published origin, `SITE_URL` (vite.config.ts `define`). */
declare const __SITE_URL__: string
