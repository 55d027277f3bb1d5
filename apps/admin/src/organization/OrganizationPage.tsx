import { Permission } from '@framehouse/domain';
import { Loading, usePermissions } from 'react-admin';
import { AccessFallback } from '../components/AccessFallback';
import { TabbedPage, type PageTab } from '../components/TabbedPage';
import { useHasPermissions } from '../hooks/current-user';
import { PaymentPlanTab } from '../billing/PaymentPlanTab';
import { MemberList } from '../members';
import { MonetizationTab } from '../monetization/MonetizationTab';
import { BrandingTab } from './BrandingTab';
import { OrganizationTab } from './OrganizationTab';

/**
 * /organization. Payment Plan shows to those who may pay (spec §2). Monetization shows to those holding any ad-tag permission (not on D2C plans).
 */
export function OrganizationPage() {
  const { isPending } = usePermissions();
  const canManage = useHasPermissions(Permission.MANAGE_ORGANIZATION);
  const canViewMembers = useHasPermissions(Permission.VIEW_ORGANIZATION_MEMBERS);
  const canPay = useHasPermissions(Permission.CREATE_PAYMENT_SESSION);
  const canCreateAdTags = useHasPermissions(Permission.CREATE_ORGANIZATION_MONETIZATION);
  const canChangeAdTags = useHasPermissions(Permission.CHANGE_ORGANIZATION_MONETIZATION);
  const canDeleteAdTags = useHasPermissions(Permission.DELETE_ORGANIZATION_MONETIZATION);

  if (isPending) return <Loading />;
  if (!canManage) return <AccessFallback />;

  const tabs: PageTab[] = [
    { label: 'Organization', path: '', element: <OrganizationTab /> },
    ...(canPay ? [{ label: 'Payment Plan', path: 'payment-plan', element: <PaymentPlanTab /> }] : []),
    ...(canViewMembers ? [{ label: 'Members', path: 'members', element: <MemberList /> }] : []),
    ...(canCreateAdTags || canChangeAdTags || canDeleteAdTags
      ? [{ label: 'Monetization', path: 'monetization', element: <MonetizationTab /> }]
      : []),
    { label: 'Branding', path: 'branding', element: <BrandingTab /> },
  ];
  return <TabbedPage title="Organization" basePath="/organization" tabs={tabs} />;
}
