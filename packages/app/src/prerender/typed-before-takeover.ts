/**
 * Set on a form of a prerendered page that was sent before the app could handle it: the page's
 * boot script (build/boot/boot.ts) holds such a sending back, so nothing typed reaches the address bar.
 */
export const heldSubmitAttribute = 'data-submit-held';

/** The User Timing mark set once a prerendered form is the app's: the moment `/login` is usable (scripts/size-budgets.mjs). */
export const formsTakenOverMark = 'causeway:forms-taken-over';

/**
 * Hands what a person typed into a prerendered form before the app took the page over (or what
 * the browser filled in) to the app, and sends a form they sent meanwhile. Hydration leaves an
 * input's text as it is, but the field's state still holds the prerendered value and would write
 * it back at its next render; an input event replayed on each edited field gives the text to its
 * onChange. Call from a layout effect of the page whose fields hydrated; on a page drawn by the app
 * every field holds its own value and nothing happens.
 */
export function takeOverTypedForms(root: ParentNode = document): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (!isTextField(field) || field.value === field.defaultValue) continue;
    const typed = field.value;
    // First through the element's own setter, which React watches, then the prototype's, which it
    // does not: React then reads the input event as a change from the old text to the typed one.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const form of root.querySelectorAll<HTMLFormElement>(`form[${heldSubmitAttribute}]`)) {
    form.removeAttribute(heldSubmitAttribute);
    // After the replayed text is in the fields' state: the submit handler reads it from there.
    setTimeout(() => form.requestSubmit());
  }
  performance.mark(formsTakenOverMark);
}

const untypedInputs = new Set(['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image', 'hidden']);

function isTextField(field: HTMLInputElement | HTMLTextAreaElement): boolean {
  return field instanceof HTMLTextAreaElement || !untypedInputs.has(field.type);
}
