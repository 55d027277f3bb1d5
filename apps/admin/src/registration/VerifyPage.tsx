import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { MemberAccountForm } from './MemberAccountForm';
import { OrganizationCreationForm } from './OrganizationCreationForm';

/**
 * /verify and /verify/d2c (and /register/organization): the mailed link's token in `id`. A new owner
 * creates the organization; an invited member (`member=1`) creates the account.
 */
export function VerifyPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const token = params.get('id');
  if (!token) return <Navigate to="/" replace />;
  if (params.get('member') === '1') return <MemberAccountForm token={token} />;
  return <OrganizationCreationForm token={token} d2c={pathname.startsWith('/verify/d2c')} />;
}
