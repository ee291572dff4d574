import { Link } from 'react-router';
import {
  BRAND_NAME,
  BRANCHES,
  BUSINESS_EMAIL,
  PHONE_PRIMARY,
  telLink,
} from '@rental/shared/business';
import { OTP_TTL_MS } from '@rental/shared/constants';
import type { ContentSection } from './components/content-page';
import { ScrollRegion } from '@/components/scroll-region';

// Privacy policy under India's Digital Personal Data Protection Act, 2023 (DPDP Act).
const HEAD_OFFICE = BRANCHES[0].address;

const DATA_TABLE = [
  [
    'Name, mobile number, e-mail',
    'Your account, booking confirmations and calls about your rental',
    'While your account is open',
  ],
  ['Date of birth', 'Checking you meet the minimum age', 'With the booking record'],
  [
    'Driving licence number and issuing state',
    'Checking you may drive the car',
    'With the booking record',
  ],
  [
    'Address, city, state, PIN code',
    'Doorstep delivery and identity verification',
    'With the booking record',
  ],
  [
    'Booking details (dates, destination, purpose, documents shown)',
    'Running your rental, billing and disputes',
    '8 years, as tax and accounting law requires',
  ],
  ['Password', 'Signing you in (stored only as a secure hash)', 'While your account is open'],
  ['One-time passwords (OTPs)', 'Confirming your mobile number', `${OTP_TTL_MS / 60_000} minutes`],
  ['Server logs (IP address, browser, time)', 'Security and preventing misuse', '90 days'],
] as const;

export const PRIVACY_SECTIONS: readonly ContentSection[] = [
  {
    id: 'who',
    title: 'Who we are',
    body: (
      <p>
        {BRAND_NAME} (“we”) decides why and how your personal data is processed for our self-drive
        car rentals, which makes us the Data Fiduciary under the Digital Personal Data Protection
        Act, 2023 (DPDP Act). Our address: {HEAD_OFFICE}.
      </p>
    ),
  },
  {
    id: 'collect',
    title: 'What we collect, why, and for how long',
    body: (
      <>
        <p>
          We collect only what we need to rent you a car safely and lawfully. You give us this data
          when you register, book or write to us.
        </p>
        <ScrollRegion label="Personal data we collect, scrolls sideways">
          <table className="table table-bordered align-top">
            <caption className="visually-hidden">Personal data we collect</caption>
            <thead className="table-light">
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Why we need it</th>
                <th scope="col">How long we keep it</th>
              </tr>
            </thead>
            <tbody>
              {DATA_TABLE.map(([data, why, kept]) => (
                <tr key={data}>
                  <th scope="row">{data}</th>
                  <td>{why}</td>
                  <td>{kept}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <p>
          We check your original Aadhaar, passport and licence at pickup and record which document
          you showed. When a retention period ends, we delete the data or make it anonymous.
        </p>
      </>
    ),
  },
  {
    id: 'basis',
    title: 'Consent and legitimate uses',
    body: (
      <>
        <p>
          We process your data with your consent, which you give when you register or book, and for
          the legitimate uses the DPDP Act allows, such as meeting a legal obligation or responding
          to a police or court request. You can withdraw consent at any time; this does not affect
          processing already done, and we may then be unable to rent you a car.
        </p>
        <p>
          We do not sell your data, show you third-party ads or use advertising cookies. The site
          keeps your sign-in in your browser’s local storage, nothing else.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <ul>
        <li>Our SMS and e-mail providers, to send OTPs and booking messages.</li>
        <li>Our insurer, only if there is an accident or claim involving your rental.</li>
        <li>Police, courts or other authorities, when the law requires it.</li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the DPDP Act you can ask us to:</p>
        <ul>
          <li>give you a summary of the personal data we hold about you and how we use it;</li>
          <li>correct, complete or update your data;</li>
          <li>erase your data, unless the law requires us to keep it (such as booking records);</li>
          <li>name someone who may exercise these rights for you if you die or cannot act;</li>
          <li>resolve a grievance about how we handled your data.</li>
        </ul>
        <p>
          To ask for a copy or deletion, write to{' '}
          <a href={`mailto:${BUSINESS_EMAIL}`}>{BUSINESS_EMAIL}</a> from the e-mail address on your
          account, or call <a href={telLink(PHONE_PRIMARY)}>{PHONE_PRIMARY}</a>. We may ask you to
          confirm your identity, and we reply within 30 days. You can change your name yourself on
          your <Link to="/account">account page</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'grievance',
    title: 'Grievances',
    body: (
      <p>
        Our Grievance Officer handles complaints about personal data: write to{' '}
        <a href={`mailto:${BUSINESS_EMAIL}`}>{BUSINESS_EMAIL}</a> with “Data grievance” in the
        subject. If you are not satisfied with our answer, you may complain to the Data Protection
        Board of India.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'How we protect your data',
    body: (
      <p>
        The site is served over HTTPS, passwords are stored only as secure hashes, OTPs expire
        quickly, and only staff who need your data to run your rental can see it. If a breach
        affects your data, we will tell you and the Data Protection Board as the law requires.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Our services are for adults: renters must be at least 21. We do not knowingly collect data
        about children.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We will update this page when our practices change and show the date of the latest version
        above. For significant changes we will also tell registered customers by e-mail or SMS.
      </p>
    ),
  },
];
