import { TabbedPage } from '../components/TabbedPage';
import { AccountTab } from './AccountTab';
import { EmailTab } from './EmailTab';
import { PasswordTab } from './PasswordTab';

/** /settings: open to every logged-in user (spec §2). */
export function SettingsPage() {
  return (
    <TabbedPage
      title="Settings"
      basePath="/settings"
      tabs={[
        { label: 'Account', path: '', element: <AccountTab /> },
        { label: 'Password', path: 'password', element: <PasswordTab /> },
        { label: 'E-mail', path: 'email', element: <EmailTab /> },
      ]}
    />
  );
}
