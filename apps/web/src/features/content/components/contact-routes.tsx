import {
  BUSINESS_EMAIL,
  CHAT_DEFAULT_TEXT,
  PHONE_EMERGENCY,
  PHONE_PRIMARY,
  PHONE_SECONDARY,
  chatLink,
  telLink,
} from '@rental/shared/business';
import { QUERY_REPLY_MINUTES } from '@rental/shared/constants';
import { IconHeadset } from '@/components/feature-icons';
import { IconChat, IconMail, IconPhone } from '@/components/icons';

/** The ways to reach the team, for the support screen. */
export function ContactRoutes() {
  return (
    <ul className="contact-routes list-unstyled mb-0">
      <li className="route-card">
        <span className="icon-tile">
          <IconPhone />
        </span>
        <h3>Call us</h3>
        <p>Bookings and questions, 24/7.</p>
        <a href={telLink(PHONE_PRIMARY)}>{PHONE_PRIMARY}</a>
        <a href={telLink(PHONE_SECONDARY)}>{PHONE_SECONDARY}</a>
      </li>
      <li className="route-card">
        <span className="icon-tile">
          <IconChat />
        </span>
        <h3>WhatsApp</h3>
        <p>General queries answered within about {QUERY_REPLY_MINUTES} minutes.</p>
        <a href={chatLink(CHAT_DEFAULT_TEXT)} target="_blank" rel="noopener noreferrer">
          Chat with us
        </a>
      </li>
      <li className="route-card">
        <span className="icon-tile">
          <IconMail />
        </span>
        <h3>E-mail</h3>
        <p>For documents, invoices and data requests.</p>
        <a href={`mailto:${BUSINESS_EMAIL}`}>{BUSINESS_EMAIL}</a>
      </li>
      <li className="route-card">
        <span className="icon-tile">
          <IconHeadset />
        </span>
        <h3>Emergency line</h3>
        <p>Breakdowns and accidents during a rental, any hour.</p>
        <a href={telLink(PHONE_EMERGENCY)}>{PHONE_EMERGENCY}</a>
      </li>
    </ul>
  );
}
