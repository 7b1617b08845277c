import type { Locale } from '@altalena/i18n';
import type { ColorMode } from '@altalena/tokens';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as AriaLink } from 'react-aria-components';
import type { NavItem } from '../AppShell';
import { LanguageSwitch } from '../LanguageSwitch';
import { Link } from '../Link';
import { ThemeToggle } from '../ThemeToggle';
import * as styles from './LandingLayout.css';

/** Props of {@link LandingLayout}. */
export interface LandingLayoutProps {
  /** Links of the public header (`icon` is ignored here). */
  navigation?: NavItem[];
  /** Where the login button leads (default `/auth/login`). */
  loginHref?: string;
  /** Text of the login button; defaults to the catalog's "Accedi". */
  loginLabel?: string;
  /** The UI language in use. */
  locale: Locale;
  /** Called with the UI language the user picks. */
  onLocaleChange: (locale: Locale) => void;
  /** The colour mode in use. */
  colorMode: ColorMode;
  /** Called with the colour mode the user asks for. */
  onColorModeChange: (colorMode: ColorMode) => void;
  /** Product name in the header; defaults to the catalog's `app.name`. */
  productName?: string;
  /** Logo shown before the product name (decorative). */
  logo?: ReactNode;
  /** Where the product name links to (default `/`). */
  homeHref?: string;
  /** Footer content; defaults to a copyright line. */
  footer?: ReactNode;
  /** The page. */
  children: ReactNode;
}

/**
 * Layout of the public landing page (docs/spec/original-specification.md §2): header with brand, links,
 * switches and login; main; footer.
 */
export function LandingLayout({
  navigation = [],
  loginHref = '/auth/login',
  loginLabel,
  locale,
  onLocaleChange,
  colorMode,
  onColorModeChange,
  productName,
  logo,
  homeHref = '/',
  footer,
  children,
}: LandingLayoutProps) {
  const intl = useIntl();
  const name = productName ?? intl.formatMessage({ id: 'app.name' });
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <AriaLink href={homeHref} className={styles.brand}>
            {logo}
            {name}
          </AriaLink>
          {navigation.length > 0 && (
            <nav
              aria-label={intl.formatMessage({ id: 'ui.layout.siteNavigation' })}
              className={styles.nav}
            >
              <ul className={styles.navList}>
                {navigation.map((item) => (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      variant="standalone"
                      aria-current={item.isCurrent ? 'page' : undefined}
                      className={styles.navLink}
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className={styles.actions}>
            <LanguageSwitch locale={locale} onLocaleChange={onLocaleChange} compact />
            <ThemeToggle colorMode={colorMode} onColorModeChange={onColorModeChange} />
            <AriaLink href={loginHref} className={styles.login}>
              {loginLabel ?? intl.formatMessage({ id: 'ui.layout.login' })}
            </AriaLink>
          </div>
        </div>
      </header>
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          {footer ??
            intl.formatMessage(
              { id: 'ui.layout.copyright' },
              { year: String(new Date().getFullYear()), name },
            )}
        </div>
      </footer>
    </div>
  );
}
