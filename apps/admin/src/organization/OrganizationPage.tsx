import { Permission } from '@framehouse/domain';
import { Loading, usePermissions } from 'react-admin';
import { AccessFallback } from '../components/AccessFallback';
import { TabbedPage, type PageTab } from '../components/TabbedPage';
import { useHasPermissions } from '../hooks/current-user';
import { PaymentPlanTab } from '../billing/PaymentPlanTab';
import { MemberList } from '../members';
import { MonetizationTab } from '../monetization/MonetizationTab';
import { ShareIconsTab } from '../social-media/ShareIconsTab';
import { SocialMediaTab } from '../social-media/SocialMediaTab';
import { BrandingTab } from './BrandingTab';
import { OrganizationTab } from './OrganizationTab';

/**
 * /organization. Payment Plan shows to those who may pay (spec §2). Monetization shows to those holding any ad-tag permission (not on D2C plans).
 * Social Media shows with VIEW_SOCIAL_MEDIA; Social Share icons to everyone here (its switches need CHANGE_SOCIAL_MEDIA).
 */
export function OrganizationPage() {
  const { isPending } = usePermissions();
  const canManage = useHasPermissions(Permission.MANAGE_ORGANIZATION);
  const canViewMembers = useHasPermissions(Permission.VIEW_ORGANIZATION_MEMBERS);
  const canPay = useHasPermissions(Permission.CREATE_PAYMENT_SESSION);
  const canCreateAdTags = useHasPermissions(Permission.CREATE_ORGANIZATION_MONETIZATION);
  const canChangeAdTags = useHasPermissions(Permission.CHANGE_ORGANIZATION_MONETIZATION);
  const canDeleteAdTags = useHasPermissions(Permission.DELETE_ORGANIZATION_MONETIZATION);
  const canViewSocialMedia = useHasPermissions(Permission.VIEW_SOCIAL_MEDIA);

  if (isPending) return <Loading />;
  if (!canManage) return <AccessFallback />;

  const tabs: PageTab[] = [
    { label: 'Organization', path: '', element: <OrganizationTab /> },
    ...(canPay ? [{ label: 'Payment Plan', path: 'payment-plan', element: <PaymentPlanTab /> }] : []),
    ...(canViewMembers ? [{ label: 'Members', path: 'members', element: <MemberList /> }] : []),
    ...(canViewSocialMedia
      ? [{ label: 'Social Media', path: 'social-media', element: <SocialMediaTab /> }]
      : []),
    ...(canCreateAdTags || canChangeAdTags || canDeleteAdTags
      ? [{ label: 'Monetization', path: 'monetization', element: <MonetizationTab /> }]
      : []),
    { label: 'Branding', path: 'branding', element: <BrandingTab /> },
    { label: 'Social Share icons', path: 'share-icons', element: <ShareIconsTab /> },
  ];
  return <TabbedPage title="Organization" basePath="/organization" tabs={tabs} />;
}
