'use client';
import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { children: ReactNode; onError: (error: unknown) => void };
type State = { failed: boolean };

/**
 * Catches a map that cannot load (its script chunk unreachable, Leaflet failing in an odd browser)
 * so the page around it keeps working; the parent decides what to show instead.
 */
export class MapLoadBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
