import React from 'react';

interface Props {
  fallback: (error: Error) => React.ReactNode;
  children: React.ReactNode;
}
interface State {
  error: Error | null;
}

/** Catches a render error so one broken area never blanks the rest of the portal. */
export class AreaBoundary extends React.Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
