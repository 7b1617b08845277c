import { useLocale } from '@altalena/i18n';
import { useSiteState } from '../../state/useSiteState';
import { LandingPage } from './LandingPage';

/** Lazy route module of `/`: the landing page bound to the language and the persisted theme. */
export function Component() {
  const { locale, setLocale } = useLocale();
  const [{ theme }, update] = useSiteState();
  return (
    <LandingPage
      locale={locale}
      onLocaleChange={setLocale}
      colorMode={theme}
      onColorModeChange={(next) => update({ theme: next })}
    />
  );
}
