import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { parseValidationMessage } from './message';

/**
 * Returns a function that turns an issue message into the text to show: an encoded catalogue
 * message is translated with its parameters; any other text (e.g. from the server) is shown as it is.
 */
export function useValidationMessage(): (message: string | undefined | null) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const parsed = parseValidationMessage(message);
      return parsed ? intl.formatMessage({ id: parsed.key }, parsed.values) : message;
    },
    [intl],
  );
}
