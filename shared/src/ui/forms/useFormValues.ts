import { useState, type ChangeEvent } from 'react';

/**
 * A form's text values by field name, and the onChange that keeps one of them. The portal's forms
 * wrote this handler each by hand. The value is read from the event at once: React may run the
 * state updater later, after the event object has been reused.
 */
export function useFormValues<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const changeOf = (name: keyof V) => (e: ChangeEvent<HTMLInputElement>) => {
    const { value } = e.target;
    setValues((v) => ({ ...v, [name]: value }));
  };
  return { values, setValues, changeOf };
}
