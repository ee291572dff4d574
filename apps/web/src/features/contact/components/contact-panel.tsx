import {
  BRANCH_NAMES,
  BUSINESS_EMAIL,
  CHAT_DEFAULT_TEXT,
  PHONE_EMERGENCY,
  PHONE_PRIMARY,
  PHONE_SECONDARY,
  chatLink,
  telLink,
} from '@rental/shared/business';
import { QUERY_REPLY_MINUTES } from '@rental/shared/constants';
import { IconClock, IconHeadset } from '@/components/feature-icons';
import { IconChat, IconMail, IconPhone, IconPin } from '@/components/icons';
import { RentalPolicies } from '@/components/rental-policies';

/** docs/product.md#screens, contact side panel. */
export function ContactPanel() {
  return (
    <div className="contact-panel">
      <ul className="contact-panel__list">
        <li>
          <IconPhone />
          <div>
            <h3>Phone</h3>
            <a href={telLink(PHONE_PRIMARY)}>{PHONE_PRIMARY}</a>
            <br />
            <a href={telLink(PHONE_SECONDARY)}>{PHONE_SECONDARY}</a>
          </div>
        </li>
        <li>
          <IconMail />
          <div>
            <h3>E-mail</h3>
            <a href={`mailto:${BUSINESS_EMAIL}`}>{BUSINESS_EMAIL}</a>
          </div>
        </li>
        <li>
          <IconPin />
          <div>
            <h3>Service areas</h3>
            <p>Branches in {BRANCH_NAMES.join(', ')}; doorstep delivery anywhere in Hyderabad.</p>
          </div>
        </li>
        <li>
          <IconClock />
          <div>
            <h3>Hours</h3>
            <p>24/7 Availability</p>
          </div>
        </li>
        <li>
          <IconHeadset />
          <div>
            <h3>Emergency</h3>
            <a href={telLink(PHONE_EMERGENCY)}>{PHONE_EMERGENCY}</a>
          </div>
        </li>
      </ul>
      <a
        href={chatLink(CHAT_DEFAULT_TEXT)}
        target="_blank"
        rel="noopener noreferrer"
        className="btn btn-success btn-lg w-100"
      >
        <IconChat /> Chat on WhatsApp
      </a>
      <p className="contact-panel__reply">
        General queries answered within ~{QUERY_REPLY_MINUTES} minutes.
      </p>
      <h3 className="contact-panel__policies">Rental policies</h3>
      <RentalPolicies compact />
    </div>
  );
}
