import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorScreen } from '../screens/ErrorScreen/ErrorScreen';
import { AriaRouterBridge } from './AriaRouterBridge';
import { errorStatus } from './errorStatus';

/** The router's error element: the generic error page with the error's status. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { status, message } = errorStatus(error);
  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  return (
    <AriaRouterBridge>
      {/* A new navigation clears the router's error state. */}
      <ErrorScreen status={status} message={message} onGoHome={() => void navigate('/')} />
    </AriaRouterBridge>
  );
}
