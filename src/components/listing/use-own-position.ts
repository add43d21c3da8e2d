'use client';

import { useCallback, useState } from 'react';

export type Position = { lat: number; lon: number };

/** Why the browser gave no position: refused by the visitor, not found, or not asked at all. */
export type PositionProblem = 'denied' | 'unavailable' | 'unsupported';

export type OwnPositionState =
  { status: 'idle' } | { status: 'locating' } | { status: 'failed'; problem: PositionProblem };

// GeolocationPositionError.PERMISSION_DENIED; the constant is not on every browser's global.
const PERMISSION_DENIED = 1;

const lookupOptions: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 15_000,
  // A position of a few minutes ago is as good for a range of kilometres, and answers at once.
  maximumAge: 5 * 60_000,
};

/**
 * The visitor's position, asked for only when they click (`locate`): the browser's permission prompt
 * follows their own gesture, and a refusal is a state to explain, not an error.
 */
export function useOwnPosition(onFound: (position: Position) => void) {
  const [state, setState] = useState<OwnPositionState>({ status: 'idle' });
  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ status: 'failed', problem: 'unsupported' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setState({ status: 'idle' });
        onFound({ lat: coords.latitude, lon: coords.longitude });
      },
      (error) =>
        setState({
          status: 'failed',
          problem: error.code === PERMISSION_DENIED ? 'denied' : 'unavailable',
        }),
      lookupOptions,
    );
  }, [onFound]);
  return { state, locate };
}
