import { Link, cx } from '@altalena/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import * as css from './LandingPage.css';

/** Where the login link leads (the auth screens arrive with the login issue). */
export const loginHref = '/auth/login';

const services = ['inspections', 'surfacing', 'reports', 'quotes', 'portal'] as const;
const audiences = ['municipalities', 'schools', 'campsites', 'condominiums', 'companies'] as const;
const stepNumbers = ['step1', 'step2', 'step3', 'step4'] as const;

/** The sections of the public landing page: what Altalena is, for whom, how it works, log in. */
export function LandingContent() {
  const intl = useIntl();
  return (
    <div className={css.content}>
      <section className={css.hero} aria-labelledby="landing-title">
        <p className={css.eyebrow}>
          <FormattedMessage id="web.landing.hero.eyebrow" />
        </p>
        <h1 id="landing-title" className={css.heroTitle}>
          <FormattedMessage id="web.landing.hero.title" />
        </h1>
        <p className={css.lead}>
          <FormattedMessage id="web.landing.hero.lead" />
        </p>
        <div className={css.actions}>
          <Link href={loginHref} variant="standalone" className={css.ctaLink}>
            {intl.formatMessage({ id: 'web.landing.hero.login' })}
          </Link>
          <Link href="#how-it-works" variant="standalone">
            {intl.formatMessage({ id: 'web.landing.hero.howItWorks' })}
          </Link>
        </div>
      </section>

      <section id="what-we-do" className={css.section} aria-labelledby="landing-what">
        <h2 id="landing-what" className={css.sectionTitle}>
          <FormattedMessage id="web.landing.what.title" />
        </h2>
        <p className={css.sectionLead}>
          <FormattedMessage id="web.landing.what.lead" />
        </p>
        <ul className={css.grid}>
          {services.map((key) => (
            <li key={key} className={cx(css.card, css.cardAccent)}>
              <h3 className={css.cardTitle}>
                <FormattedMessage id={`web.landing.what.${key}.title`} />
              </h3>
              <p className={css.cardBody}>
                <FormattedMessage id={`web.landing.what.${key}.body`} />
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section id="who-it-is-for" className={css.section} aria-labelledby="landing-who">
        <h2 id="landing-who" className={css.sectionTitle}>
          <FormattedMessage id="web.landing.who.title" />
        </h2>
        <p className={css.sectionLead}>
          <FormattedMessage id="web.landing.who.lead" />
        </p>
        <ul className={css.grid}>
          {audiences.map((key) => (
            <li key={key} className={css.card}>
              <h3 className={css.cardTitle}>
                <FormattedMessage id={`web.landing.who.${key}`} />
              </h3>
              <p className={css.cardBody}>
                <FormattedMessage id={`web.landing.who.${key}.body`} />
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section id="how-it-works" className={css.section} aria-labelledby="landing-how">
        <h2 id="landing-how" className={css.sectionTitle}>
          <FormattedMessage id="web.landing.how.title" />
        </h2>
        <ol className={css.steps}>
          {stepNumbers.map((key) => (
            <li key={key} className={css.step}>
              <h3 className={css.cardTitle}>
                <FormattedMessage id={`web.landing.how.${key}.title`} />
              </h3>
              <p className={css.cardBody}>
                <FormattedMessage id={`web.landing.how.${key}.body`} />
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section className={css.loginPanel} aria-labelledby="landing-login">
        <h2 id="landing-login" className={css.sectionTitle}>
          <FormattedMessage id="web.landing.login.title" />
        </h2>
        <p className={css.loginBody}>
          <FormattedMessage id="web.landing.login.body" />
        </p>
        <div className={css.actions}>
          <Link href={loginHref} variant="standalone" className={cx(css.ctaLink, css.ctaOnInverse)}>
            {intl.formatMessage({ id: 'web.landing.login.action' })}
          </Link>
        </div>
      </section>
    </div>
  );
}
