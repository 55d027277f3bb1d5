import { useCallback, useState } from 'react';
import { errorMessageOf } from '../errors';

/**
 * The state of a form's submission: pending while its action runs, and the text of its failure for
 * the banner above the form. `submit` resolves to the action's result, or undefined when it failed.
 */
export function useSubmission() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const submit = useCallback(async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    setPending(true);
    setError(undefined);
    try {
      return await action();
    } catch (failure) {
      setError(errorMessageOf(failure));
      return undefined;
    } finally {
      setPending(false);
    }
  }, []);

  return { pending, error, submit };
}
