import './auth.css';
import { MESSAGES } from '@rental/shared/messages';

/** docs/product.md#screens: 'Welcome back, {name}!' for a visitor whose name is known. */
export function WelcomeBanner({ name }: { name: string }) {
  return (
    <div className="welcome-banner rounded-4 px-4 py-3 mb-3 d-flex align-items-center gap-3">
      <span className="welcome-avatar" aria-hidden="true">
        {name.trim().charAt(0).toUpperCase()}
      </span>
      <p className="h5 mb-0">{MESSAGES.welcomeBack(name)}</p>
    </div>
  );
}
