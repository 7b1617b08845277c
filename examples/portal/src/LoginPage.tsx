import { useAuth } from '@altalena/auth';
import { Alert, Button, Card, PasswordField, TextField } from '@altalena/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './styles';

/** Sign-in through the auth machine: the username step, then the password step. */
export function LoginPage() {
  const intl = useIntl();
  const auth = useAuth();
  const [username, setUsername] = useState(auth.username);
  const [password, setPassword] = useState('');
  const { state, start } = auth;

  useEffect(() => {
    if (state === 'none') start();
  }, [state, start]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (auth.state === 'login-enter-ps') void auth.submitPassword(password);
    else void auth.submitUsername(username);
  };
  const passwordStep = auth.state === 'login-enter-ps';

  return (
    <main style={styles.centred}>
      <Card>
        <form onSubmit={onSubmit} style={styles.stack} aria-busy={auth.pending}>
          <h1>{intl.formatMessage({ id: 'portal.login.title' })}</h1>
          {auth.errorKey && (
            <Alert tone="danger">{intl.formatMessage({ id: `error.${auth.errorKey}` })}</Alert>
          )}
          <TextField
            label={intl.formatMessage({ id: 'portal.login.username' })}
            value={username}
            onChange={setUsername}
            isDisabled={passwordStep}
            autoComplete="username"
            isRequired
          />
          {passwordStep && (
            <PasswordField
              label={intl.formatMessage({ id: 'portal.login.password' })}
              value={password}
              onChange={setPassword}
              autoComplete="current-password"
              autoFocus
              isRequired
            />
          )}
          <Button type="submit" isDisabled={auth.pending}>
            {intl.formatMessage({ id: passwordStep ? 'portal.login.submit' : 'portal.login.next' })}
          </Button>
        </form>
      </Card>
    </main>
  );
}
