import type { Locator } from '@playwright/test'

/**
 * How a field's placeholder fits: its text's width in the field's font beside the room the field has
 * for it (inside its padding). A placeholder wider than its room is cut on the screen.
 */
export function placeholderFit(field: Locator): Promise<{ text: string; width: number; room: number }> {
  return field.evaluate((el: HTMLInputElement | HTMLTextAreaElement) => {
    const style = getComputedStyle(el)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = style.font
    return {
      text: el.placeholder,
      width: Math.ceil(context.measureText(el.placeholder).width),
      room: el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    }
  })
}
