import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '@dcp/shared/ui';

/** The free-text name search: commits when typing pauses, so each search is one history entry. */
export function SearchBox({ value, onCommit }: { value: string; onCommit: (v: string) => void }) {
  const intl = useIntl();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onCommit(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onCommit]);
  return (
    <TextField
      type="search"
      label={intl.formatMessage({ id: 'shared.patients.search' })}
      hint={intl.formatMessage({ id: 'shared.patients.searchHint' })}
      value={text}
      onChange={(e) => setText(e.target.value)}
      maxLength={200}
      autoComplete="off"
    />
  );
}
