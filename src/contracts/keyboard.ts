/**
 * A key press an input method is still composing (a Chinese reader picking characters) belongs to the
 * input method: the shell's and the island's keyboard handlers ignore it. Safari fires the Enter that
 * commits a composition with `isComposing` false and keyCode 229, so both are checked.
 * Takes the DOM event (in React, `e.nativeEvent`).
 */
export const isImeComposing = (e: { isComposing?: boolean; keyCode?: number }): boolean =>
  !!e.isComposing || e.keyCode === 229
