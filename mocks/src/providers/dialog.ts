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
const css = `
.cw-mock-backdrop{position:fixed;inset:0;background:rgba(16,24,40,.45);display:grid;place-items:center;z-index:2147483647}
.cw-mock-dialog{background:#fff;color:#101828;font:14px/1.5 system-ui,sans-serif;border-radius:10px;box-shadow:0 12px 32px rgba(16,24,40,.24);padding:24px;max-width:min(420px,calc(100vw - 32px))}
.cw-mock-dialog h2{font-size:20px;line-height:1.2;margin:0 0 8px}
.cw-mock-dialog p{margin:0 0 8px}
.cw-mock-actions{display:flex;flex-wrap:wrap;gap:8px;justify-content:flex-end;margin-top:16px}
.cw-mock-actions button{font:inherit;padding:8px 14px;border-radius:6px;border:1px solid #0f6c8c;background:#fff;color:#0f6c8c;cursor:pointer}
.cw-mock-actions button[data-primary]{background:#0f6c8c;color:#fff}
.cw-mock-actions button:focus-visible{outline:2px solid #0f6c8c;outline-offset:2px}`;

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
