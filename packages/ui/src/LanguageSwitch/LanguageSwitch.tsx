import { locales, type Locale } from '@altalena/i18n';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import { cx } from '../cx';
import { Icon } from '../Icon';
import { Menu, MenuItem, MenuTrigger } from '../Menu';
import { barControl, type BarTone } from '../private/barControl.css';
import { checkSlot, compactName } from './LanguageSwitch.css';

/** Props of {@link LanguageSwitch}. */
export interface LanguageSwitchProps {
  /** The UI language in use. */
  locale: Locale;
  /** Called with the UI language the user picks (only when it differs from `locale`). */
  onLocaleChange: (locale: Locale) => void;
  /** Surface it sits on: `default` or `inverse` (the app's top bar). */
  tone?: BarTone;
  /** Below `md`, show only the globe icon (the language name is still read out). */
  compact?: boolean;
  /** Extra class on the trigger button. */
  className?: string;
}

const names = { it: 'ui.language.it', en: 'ui.language.en' } as const satisfies Record<
  Locale,
  string
>;

/** A button showing the current language that opens a menu of the UI languages. */
export function LanguageSwitch({
  locale,
  onLocaleChange,
  tone,
  compact = false,
  className,
}: LanguageSwitchProps) {
  const intl = useIntl();
  const current = intl.formatMessage({ id: names[locale] });
  return (
    <MenuTrigger>
      <Button
        aria-label={intl.formatMessage({ id: 'ui.languageSwitch.current' }, { language: current })}
        className={cx(barControl({ tone }), className)}
      >
        <Icon name="globe" />
        <span lang={locale} className={compact ? compactName : undefined}>
          {current}
        </span>
      </Button>
      <Menu
        placement="bottom end"
        aria-label={intl.formatMessage({ id: 'ui.languageSwitch.label' })}
        selectionMode="single"
        selectedKeys={[locale]}
        disallowEmptySelection
        onSelectionChange={(keys) => {
          const [next] = keys === 'all' ? [] : [...keys];
          if (next !== undefined && next !== locale) onLocaleChange(next as Locale);
        }}
      >
        {locales.map((code) => (
          <MenuItem
            key={code}
            id={code}
            lang={code}
            icon={<span className={checkSlot}>{code === locale && <Icon name="check" />}</span>}
          >
            {intl.formatMessage({ id: names[code] })}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
