import { useNavigate } from 'react-router-dom';
import { ErrorScreen } from '../ErrorScreen/ErrorScreen';

/** The 404 page of unknown routes (docs/spec/original-specification.md §2); "Vai alla home" goes to '/'. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return <ErrorScreen status={404} onGoHome={() => void navigate('/')} />;
}
