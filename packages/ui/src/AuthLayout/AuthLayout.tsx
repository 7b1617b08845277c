import type { Locale } from '@altalena/i18n';
import type { ColorMode } from '@altalena/tokens';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LanguageSwitch } from '../LanguageSwitch';
import { ThemeToggle } from '../ThemeToggle';
import * as styles from './AuthLayout.css';

/** Props of {@link AuthLayout}. */
export interface AuthLayoutProps {
  /** Heading of the card (e.g. "Accedi"). */
  title: string;
  /** Short text under the title. */
  description?: ReactNode;
  /** The form or message of the page. */
  children: ReactNode;
  /** Under the card's content, e.g. "Password dimenticata?" link. */
  footer?: ReactNode;
  /** Product name above the title; defaults to the catalog's `app.name`. */
  productName?: string;
  /** Logo shown before the product name (decorative). */
  logo?: ReactNode;
  /** The UI language; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  /** Called with the UI language the user picks. */
  onLocaleChange?: (locale: Locale) => void;
  /** The colour mode; with `onColorModeChange`, shows the theme toggle. */
  colorMode?: ColorMode;
  /** Called with the colour mode the user asks for. */
  onColorModeChange?: (colorMode: ColorMode) => void;
  /** Extra controls in the top-right corner, after the language and theme switches. */
  toolbar?: ReactNode;
}

/**
 * Layout of the auth pages (docs/spec/original-specification.md §2): a centred card with product, title and
 * form on a full-height background.
 */
export function AuthLayout({
  title,
  description,
  children,
  footer,
  productName,
  logo,
  locale,
  onLocaleChange,
  colorMode,
  onColorModeChange,
  toolbar,
}: AuthLayoutProps) {
  const intl = useIntl();
  const hasLanguage = locale !== undefined && onLocaleChange !== undefined;
  const hasTheme = colorMode !== undefined && onColorModeChange !== undefined;
  return (
    <div className={styles.root}>
      {(hasLanguage || hasTheme || toolbar) && (
        <header className={styles.toolbar}>
          {hasLanguage && <LanguageSwitch locale={locale} onLocaleChange={onLocaleChange} />}
          {hasTheme && <ThemeToggle colorMode={colorMode} onColorModeChange={onColorModeChange} />}
          {toolbar}
        </header>
      )}
      <main className={styles.main}>
        <div className={styles.card}>
          <div className={styles.brand}>
            {logo}
            {productName ?? intl.formatMessage({ id: 'app.name' })}
          </div>
          <h1 className={styles.title}>{title}</h1>
          {description && <p className={styles.description}>{description}</p>}
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      </main>
    </div>
  );
}
