import type { AnyMessageId } from '@altalena/i18n';
import { Button, Icon } from '@altalena/ui';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';

/** Props of {@link NewRecordButton}. */
export interface NewRecordButtonProps {
  /** The create screen, with what the record shown presets (`/toys/create?park_id=3`). */
  href: string;
  labelId: AnyMessageId;
}

/** A detail section's action that creates a record related to the one shown ("New contract"). */
export function NewRecordButton({ href, labelId }: NewRecordButtonProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Button variant="secondary" size="sm" onPress={() => void navigate(href)}>
      <Icon name="plus" size="sm" />
      {intl.formatMessage({ id: labelId })}
    </Button>
  );
}
