/** The magnifier drawn by the search control, the dialog's stand-in and the island's search box (24 × 24). */
export const SEARCH_ICON_PATH =
  'M9.5 3a6.5 6.5 0 0 1 5.2 10.4l5.4 5.4-1.4 1.4-5.4-5.4A6.5 6.5 0 1 1 9.5 3m0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9'
