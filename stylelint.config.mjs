// Stylelint for the theme's and the island's CSS (`.css` files and Vue `<style>` blocks). `npm run lint`
// runs it, and the pre-commit hook on staged files. The standard rules stay on (no-duplicate-selectors
// among them); what is off or changed below fights the existing code or a browser the site still serves.
/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-standard', 'stylelint-config-recommended-vue'],
  ignoreFiles: [
    '.vitepress/dist*/**',
    '.vitepress/cache/**',
    '**/node_modules/**',
    'bench/baseline/**',
    'test-results/**',
  ],
  rules: {
    // Class names follow VitePress (`VPNavBar`, overridden here) and the components' own names
    // (`SearchModal`, `ChatEmpty-prompts`, Redoc's `react-tabs__tab--selected`), not kebab-case.
    'selector-class-pattern': null,
    // The code keeps rules and comments together without blank lines; Prettier leaves them as written.
    'rule-empty-line-before': null,
    'at-rule-empty-line-before': null,
    'comment-empty-line-before': null,
    // `(width <= 767px)` needs Safari 16.4 / Chrome 104; VitePress's build targets older browsers and
    // does not rewrite media queries, so the `min-width` / `max-width` form stays, everywhere.
    'media-feature-range-notation': 'prefix',
    // Every hit is an intentional order: one rule grouping a state with a hover (`.open .trigger,
    // .trigger:hover`), or the same tag under different parents (`.ChatActions button` after
    // `.ChatEmpty-prompts button:hover`), or rules that set different properties.
    'no-descending-specificity': null,
    // The system font list lives in a custom property, where stylelint cannot tell font names
    // (`Roboto`) from keywords; in `font-family` itself it already skips them.
    'value-keyword-case': ['lower', { ignoreProperties: [/^--vp-font-family/] }],
  },
}
