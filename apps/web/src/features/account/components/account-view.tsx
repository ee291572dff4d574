import './account.css';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { updateStoredUser, type UserSession } from '@/lib/session-store';
import { useCustomerData } from '../api/get-customer-data';
import { BookingsList } from './bookings-list';
import { MyDocuments } from './my-documents';
import { ProfileDetails } from './profile-details';
import { UpdateProfileForm } from './update-profile-form';

const TABS = ['account', 'update', 'bookings', 'documents'] as const;
type TabKey = (typeof TABS)[number];

function isTab(value: string | null): value is TabKey {
  return (TABS as readonly string[]).includes(value ?? '');
}

/** docs/product.md#screens (Account): four tabs, Account, Update, Bookings and Documents. ?tab= opens one directly. */
export function AccountView({ session }: { session: UserSession }) {
  const profile = useCustomerData(session.token);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const fromAddress: TabKey = isTab(requested) ? requested : 'account';
  // The address keeps the tab, but a choice shows in the same render as the key press: the tabs
  // move focus to the selected tab right after it (ARIA tabs), before the address catches up.
  const [tab, setTab] = useState(fromAddress);
  // A change of address from elsewhere (a link to ?tab=bookings) still selects its tab.
  const [seenAddress, setSeenAddress] = useState(fromAddress);
  if (fromAddress !== seenAddress) {
    setSeenAddress(fromAddress);
    setTab(fromAddress);
  }

  // The server's profile is the truth; keep the stored copy (and so the nav bar) in step with it.
  const fresh = profile.data;
  const stored = session.user;
  useEffect(() => {
    if (!fresh) return;
    if (stored?._id === fresh._id && stored.name === fresh.name && stored.email === fresh.email)
      return;
    updateStoredUser({
      _id: fresh._id,
      name: fresh.name,
      mobile: fresh.mobile,
      email: fresh.email,
    });
  }, [fresh, stored]);

  const user = fresh ?? stored;
  if (!user) {
    if (profile.isError) {
      return (
        <div className="alert alert-danger" role="alert">
          We could not load your account. Please try again.
        </div>
      );
    }
    return (
      <div className="d-flex align-items-center gap-2 py-5 text-body-secondary" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        Loading your account...
      </div>
    );
  }

  return (
    <div className="mx-auto account-page">
      <header className="account-header p-4 mb-4 d-flex align-items-center gap-3">
        <span className="account-avatar" aria-hidden="true">
          {user.name.trim().charAt(0).toUpperCase()}
        </span>
        <div className="account-heading">
          <h1 className="h4 mb-0 text-truncate">{user.name}</h1>
          <p className="mb-0 small account-subline">
            My account · <span className="text-nowrap">+91 {user.mobile}</span>
          </p>
        </div>
      </header>

      <Tabs
        id="account-tabs"
        activeKey={tab}
        onSelect={(key) => {
          if (!isTab(key)) return;
          setTab(key);
          setParams(key === 'account' ? {} : { tab: key }, { replace: true });
        }}
        variant="pills"
        className="account-tabs mb-4"
        transition={false}
        mountOnEnter
      >
        <Tab eventKey="account" title="Account">
          <div className="card border-0 shadow-sm rounded-4">
            <div className="card-body p-4">
              <ProfileDetails
                name={user.name}
                mobile={user.mobile}
                email={user.email}
                createdAt={fresh?.createdAt}
              />
            </div>
          </div>
        </Tab>
        <Tab eventKey="update" title="Update">
          <div className="card border-0 shadow-sm rounded-4">
            <div className="card-body p-4">
              <UpdateProfileForm
                key={user._id}
                customerId={user._id}
                token={session.token}
                name={user.name}
                mobile={user.mobile}
              />
            </div>
          </div>
        </Tab>
        <Tab eventKey="bookings" title="Bookings">
          <BookingsList customerId={user._id} />
        </Tab>
        <Tab eventKey="documents" title="Documents">
          <MyDocuments />
        </Tab>
      </Tabs>
    </div>
  );
}
