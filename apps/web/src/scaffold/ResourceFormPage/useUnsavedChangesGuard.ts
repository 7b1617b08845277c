import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Guards unsaved edits: an in-app navigation away waits for the user's answer (the returned blocker),
 * and closing or reloading the tab asks the browser's own question. `hasUnsavedChanges` is asked at
 * the moment of leaving, so a save that just succeeded can let the user go.
 */
export function useUnsavedChangesGuard(hasUnsavedChanges: () => boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname,
  );
  const isDirty = hasUnsavedChanges();
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show the dialog.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
  return blocker;
}
