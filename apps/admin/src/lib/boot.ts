/**
 * What index.html's boot script (app/boot/boot-script.ts) leaves for the app: the answers it
 * asked for before the code arrived, and the sign-in form it drew, with what was done there.
 */
export interface BootState {
  /** An answer per contract entry, asked ahead; each is taken once. */
  answers: Record<string, Promise<Response>>;
  signIn?: {
    form: HTMLFormElement;
    /** The name of the field that had the focus last. */
    focus: string | null;
    /** A sign-in was sent there: held until the app takes it over. */
    held: boolean;
  };
}

declare global {
  interface Window {
    __cermat?: BootState;
  }
}

/** The answer the boot script asked for `entry`, once; afterwards the call is sent. */
export function takeEarlyAnswer(entry: string): Promise<Response> | undefined {
  const answers = window.__cermat?.answers;
  const answer = answers?.[entry];
  if (answers && answer) delete answers[entry];
  return answer;
}

export interface DrawnSignIn {
  username: string;
  password: string;
  focus: string | null;
  held: boolean;
}

const valueOf = (form: HTMLFormElement, name: string): string => {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
};

/** What was done on the drawn sign-in form before the app replaced it, once. */
export function takeDrawnSignIn(): DrawnSignIn | null {
  const drawn = window.__cermat?.signIn;
  if (!drawn) return null;
  delete window.__cermat?.signIn;
  return {
    username: valueOf(drawn.form, 'username'),
    password: valueOf(drawn.form, 'password'),
    focus: drawn.focus,
    held: drawn.held,
  };
}
