import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { takeNext } from './continuation';

/** On the patient's home: the first visit after an invitation continues to its questionnaire. */
export function ContinueArrival({ children }: { children: ReactNode }) {
  const [next] = useState(takeNext);
  return next ? <Navigate to={next} replace /> : <>{children}</>;
}
