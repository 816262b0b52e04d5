import { useState } from 'react';

/** Each field's message id, or null/absent when the field is fine. */
export type FieldErrors<F extends string> = Partial<Record<F, string | null | undefined>>;

export interface FieldErrorState<F extends string> {
  /** No field has a message: submit may be pressed. */
  valid: boolean;
  /** The field's message, translated, once the field was left or a submit tried; else undefined. */
  shown: (field: F) => string | undefined;
  /** The field's onBlur: from now on its message shows. */
  blur: (field: F) => () => void;
  /** A submit was tried: every field's message shows. */
  touchAll: () => void;
}

/**
 * The touched/errors scaffolding the portal's forms shared (issue 26 point 4): messages wait until
 * the user leaves the field, so typing an e-mail is not met by "invalid" at its first letter. The
 * form keeps its own values and validation; this only decides when a message is shown. A form
 * library would not fit the login page's byte budget (docs/decisions.md "Library-shaped code").
 */
export function useFieldErrors<F extends string>(
  errors: FieldErrors<F>,
  text: (id: string) => string,
): FieldErrorState<F> {
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  return {
    valid: Object.values(errors).every((e) => !e),
    shown: (field) => {
      const id = errors[field];
      return touched[field] && id ? text(id) : undefined;
    },
    blur: (field) => () => setTouched((t) => ({ ...t, [field]: true })),
    touchAll: () =>
      setTouched(
        Object.fromEntries(Object.keys(errors).map((f) => [f, true])) as Partial<Record<F, boolean>>,
      ),
  };
}
