/*
 * The small dialog the fake provider SDKs show so that a tester chooses the provider's answer.
 * Plain DOM (the SDKs live outside the app's React tree): labelled, modal, focus moved in and
 * kept inside, Escape chooses the cancel answer, focus goes back where it was.
 */

export interface DialogChoice<T> {
  label: string;
  value: T;
  primary?: boolean;
}

export interface DialogOptions<T> {
  title: string;
  lines: string[];
  choices: DialogChoice<T>[];
  /** The answer when the dialog is dismissed with Escape. */
  dismissed: T;
}

const styleId = 'causeway-mock-provider-dialog-style';
// The design system's Dialog and Button, drawn with the theme's token values: these SDK stand-ins
// live outside the app's React tree and the ui package, yet should look like the product's dialogs.
// The answers stack full width, the main one first, as a provider's account chooser lists them.
const css = `
.cw-mock-backdrop{position:fixed;inset:0;background:rgba(16,24,40,.55);display:grid;place-items:center;padding:16px;z-index:2147483647}
.cw-mock-dialog{background:#fff;color:#101828;font-family:inherit;font-size:14px;line-height:1.5;border-radius:10px;box-shadow:0 12px 32px rgba(16,24,40,.24);padding:24px;width:min(440px,100%)}
.cw-mock-dialog h2{font-size:20px;font-weight:600;line-height:1.25;margin:0 0 8px}
.cw-mock-dialog p{margin:0 0 8px;color:#475467}
.cw-mock-actions{display:flex;flex-direction:column;gap:8px;margin-top:16px}
.cw-mock-actions button{font:inherit;font-weight:600;line-height:1.25;min-height:40px;padding:8px 16px;border-radius:6px;border:1px solid #B5BEC9;background:#fff;color:#101828;cursor:pointer;width:100%}
.cw-mock-actions button:hover{background:#F7F8FA}
.cw-mock-actions button[data-primary]{background:#0F6C8C;border-color:transparent;color:#fff}
.cw-mock-actions button[data-primary]:hover{background:#0B5770}
.cw-mock-actions button:focus-visible{outline:2px solid #0F6C8C;outline-offset:2px}`;

function ensureStyle(): void {
  if (document.getElementById(styleId)) return;
  const style = document.createElement('style');
  style.id = styleId;
  style.textContent = css;
  document.head.append(style);
}

let counter = 0;

/** Shows the dialog and resolves with the tester's choice. */
export function chooseInDialog<T>(options: DialogOptions<T>): Promise<T> {
  ensureStyle();
  counter += 1;
  const titleId = `cw-mock-dialog-title-${counter}`;
  const bodyId = `cw-mock-dialog-body-${counter}`;
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;

  const backdrop = document.createElement('div');
  backdrop.className = 'cw-mock-backdrop';
  const dialog = document.createElement('div');
  dialog.className = 'cw-mock-dialog';
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', titleId);
  dialog.setAttribute('aria-describedby', bodyId);

  const title = document.createElement('h2');
  title.id = titleId;
  title.textContent = options.title;
  const body = document.createElement('div');
  body.id = bodyId;
  for (const line of options.lines) {
    const paragraph = document.createElement('p');
    paragraph.textContent = line;
    body.append(paragraph);
  }
  const actions = document.createElement('div');
  actions.className = 'cw-mock-actions';
  dialog.append(title, body, actions);
  backdrop.append(dialog);

  return new Promise<T>((resolve) => {
    const buttons = options.choices.map((choice) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = choice.label;
      if (choice.primary) button.dataset.primary = '';
      button.addEventListener('click', () => close(choice.value));
      actions.append(button);
      return button;
    });

    function onKeyDown(event: KeyboardEvent): void {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(options.dismissed);
      } else if (event.key === 'Tab') {
        // Keep focus on the dialog's buttons while it is open.
        const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
        const next = (index + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length;
        event.preventDefault();
        buttons[next]?.focus();
      }
    }

    function close(value: T): void {
      backdrop.removeEventListener('keydown', onKeyDown);
      backdrop.remove();
      previous?.focus();
      resolve(value);
    }

    backdrop.addEventListener('keydown', onKeyDown);
    document.body.append(backdrop);
    (buttons.find((_, index) => options.choices[index]?.primary) ?? buttons[0])?.focus();
  });
}
