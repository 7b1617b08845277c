import type { Locale } from '@altalena/i18n';
import type { ColorMode } from '@altalena/tokens';
import { LandingLayout } from '@altalena/ui';
import { useIntl } from 'react-intl';
import { LandingContent, loginHref } from './LandingContent';

/** Props of {@link LandingPage}. */
export interface LandingPageProps {
  /** The UI language in use. */
  locale: Locale;
  /** Called with the UI language the user picks. */
  onLocaleChange: (locale: Locale) => void;
  /** The colour mode in use. */
  colorMode: ColorMode;
  /** Called with the colour mode the user asks for. */
  onColorModeChange: (colorMode: ColorMode) => void;
}

/** The public landing page `/`: what Altalena is, who it is for, how it works, and the way in. */
export function LandingPage(props: LandingPageProps) {
  const intl = useIntl();
  const navigation = [
    { href: '#what-we-do', label: intl.formatMessage({ id: 'web.landing.nav.what' }) },
    { href: '#who-it-is-for', label: intl.formatMessage({ id: 'web.landing.nav.who' }) },
    { href: '#how-it-works', label: intl.formatMessage({ id: 'web.landing.nav.how' }) },
  ];
  return (
    <LandingLayout
      {...props}
      navigation={navigation}
      loginHref={loginHref}
      footer={intl.formatMessage(
        { id: 'web.landing.footer.copyright' },
        { year: String(new Date().getFullYear()) },
      )}
    >
      <LandingContent />
    </LandingLayout>
  );
}
