/** Messages of the web app shell and its public screens (en). */
export const web = {
  'web.meta.titleWithPage': '{page} · Altalena',

  'web.landing.nav.what': 'What we do',
  'web.landing.nav.who': 'Who it is for',
  'web.landing.nav.how': 'How it works',

  'web.landing.hero.eyebrow': 'Playground safety inspections',
  'web.landing.hero.title': 'Safe playgrounds, inspected and documented',
  'web.landing.hero.lead':
    'Altalena inspects play areas under EN 1176-7 and EN 1177, writes clear inspection reports and quotes the repairs it finds. Its customers follow everything online: parks, equipment, reports and quotes.',
  'web.landing.hero.login': 'Log in to the customer portal',
  'web.landing.hero.howItWorks': 'How it works',

  'web.landing.what.title': 'What Altalena does',
  'web.landing.what.lead':
    'One service, from the first inspection to the verified repair, with every document in one place.',
  'web.landing.what.inspections.title': 'Inspections to EN 1176-7',
  'web.landing.what.inspections.body':
    'Routine visual checks, operational inspections every three months and the annual main inspection of every piece of play equipment, by qualified inspectors.',
  'web.landing.what.surfacing.title': 'Impact-absorbing surfacing to EN 1177',
  'web.landing.what.surfacing.body':
    'We check the surfacing under every piece of equipment against its free fall height: material, depth and impact area.',
  'web.landing.what.reports.title': 'Inspection reports',
  'web.landing.what.reports.body':
    'Each finding comes with its risk level, photos, the standard it refers to and the timeframe for action, so you know what to do first.',
  'web.landing.what.quotes.title': 'Repair quotes',
  'web.landing.what.quotes.body':
    'For the defects we find, we quote the repairs line by line. You accept or reject them online and follow the work until it is verified.',
  'web.landing.what.portal.title': 'Customer portal',
  'web.landing.what.portal.body':
    'Your parks on a map, the equipment register, due dates of the next inspections, your routine visual checks, reports and quotes: always up to date.',

  'web.landing.who.title': 'Who it is for',
  'web.landing.who.lead': 'Everyone who owns or runs a play area and answers for its safety.',
  'web.landing.who.municipalities': 'Municipalities',
  'web.landing.who.municipalities.body':
    'Public parks and gardens, with documents ready for public tenders.',
  'web.landing.who.schools': 'Schools',
  'web.landing.who.schools.body':
    'Nursery and school playgrounds used every day by young children.',
  'web.landing.who.campsites': 'Campsites',
  'web.landing.who.campsites.body':
    'Seasonal play areas, checked before the opening and during the season.',
  'web.landing.who.condominiums': 'Condominiums',
  'web.landing.who.condominiums.body':
    'Shared gardens, with clear reports for administrators and residents.',
  'web.landing.who.companies': 'Companies',
  'web.landing.who.companies.body': 'Restaurants, hotels, shopping centres and company nurseries.',

  'web.landing.how.title': 'How it works',
  'web.landing.how.step1.title': 'Register your parks',
  'web.landing.how.step1.body':
    'We record every park and every piece of equipment: type, standard, manufacturer, installation and surfacing.',
  'web.landing.how.step2.title': 'We inspect',
  'web.landing.how.step2.body':
    'Our inspectors visit on schedule and check each piece of equipment and the site: access, fencing, signage, paths and surfacing.',
  'web.landing.how.step3.title': 'Read the report',
  'web.landing.how.step3.body':
    'The signed report shows the outcome, every finding with its risk level, and what was made safe on site.',
  'web.landing.how.step4.title': 'Accept the quote, we repair',
  'web.landing.how.step4.body':
    'Accept the repair quote online. We carry out the work and verify it at the next inspection.',

  'web.landing.login.title': 'Already a customer?',
  'web.landing.login.body':
    'Log in to see your parks, inspection reports and quotes. Your access details come from us when the contract starts.',
  'web.landing.login.action': 'Log in',

  'web.landing.footer.copyright': '© {year} Altalena. Playground safety inspections.',

  'web.notFound.title': 'Page not found',
  'web.error.title': 'Error',
  'web.auth.login.title': 'Log in',
  'web.auth.login.description': 'Enter your username to continue.',
  'web.auth.username': 'Username',
  'web.auth.continue': 'Continue',
  'web.auth.forgotPassword': 'Forgot your password?',
  'web.auth.password.title': 'Enter your password',
  'web.auth.password.description': 'Logging in as {username}.',
  'web.auth.password': 'Password',
  'web.auth.logIn': 'Log in',
  'web.auth.changeUser': 'Not you? Change user',
  'web.auth.forced.title': 'Choose a new password',
  'web.auth.forced.description':
    'Before you continue, replace the password you were given for {username} with one of your own.',
  'web.auth.oldPassword': 'Current password',
  'web.auth.newPassword': 'New password',
  'web.auth.repeatPassword': 'Repeat the new password',
  'web.auth.changePassword': 'Change password',
  'web.auth.reset.title': 'Reset your password',
  'web.auth.reset.description': 'Enter your username: we will email you a one-time code.',
  'web.auth.reset.submit': 'Send the code',
  'web.auth.otp.title': 'Enter the code',
  'web.auth.otp.description':
    'We emailed a 6-digit code to the address of {username}. It is valid for 10 minutes.',
  'web.auth.otp': 'One-time code',
  'web.auth.otp.submit': 'Set the new password',
  'web.auth.otp.resend': 'Send a new code',
  'web.auth.backToLogin': 'Back to login',
  'web.auth.change.title': 'Change your password',
  'web.auth.change.description':
    'Choose a new password for {username}. Your other devices will be logged out.',
  'web.auth.cancel': 'Cancel',
  'web.auth.retryIn.seconds': 'Try again in {seconds, plural, one {# second} other {# seconds}}.',
  'web.auth.retryIn.minutes': 'Try again in {minutes, plural, one {# minute} other {# minutes}}.',

  'web.nav.dashboard': 'Dashboard',
  'web.userMenu.changePassword': 'Change password',
  'web.userMenu.logout': 'Log out',
  'web.userMenu.logoutAll': 'Log out of all devices',
} as const satisfies Record<string, string>;
