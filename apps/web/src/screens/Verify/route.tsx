import { FeatureMessages } from '@altalena/i18n';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useServices } from '../../app/ServicesContext';
import { verifyCatalog } from './catalog';
import { VerifyPage, type VerifiedReport, type VerifyState } from './VerifyPage';

/** Lazy route module of the public `/verify/{code}`: asks the API about the code, without a login. */
export function Component() {
  const { client } = useServices();
  const code = useParams().code ?? '';
  const [state, setState] = useState<VerifyState>({ kind: 'loading' });
  const check = useCallback(async () => {
    setState({ kind: 'loading' });
    const answer = await client.get(`verify/${encodeURIComponent(code)}/`);
    if (!answer.error) setState({ kind: 'found', report: answer.data as VerifiedReport });
    else if (answer.status === 404 || answer.status === 400) setState({ kind: 'notFound' });
    else setState({ kind: 'failed' });
  }, [client, code]);
  useEffect(() => {
    void check();
  }, [check]);
  return (
    <FeatureMessages catalog={verifyCatalog}>
      <VerifyPage state={state} onRetry={() => void check()} />
    </FeatureMessages>
  );
}
