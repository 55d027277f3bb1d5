import type { SectionPosition, SectionRule } from '@framehouse/domain';

/** A section as the public site reads it: its rule, where it is, and its id. */
export interface PublicMicrositeSection extends SectionRule {
  id: string;
  position: SectionPosition;
}

/**
 * What the public site (modules/public/microsite) reads of a microsite by its subdomain: everything it
 * renders, with the addresses made, and the sections in position order (TOP, MIDDLE, BOTTOM).
 */
export interface PublicMicrositeRecord {
  id: string;
  organizationId: string;
  title: string;
  description: string;
  subdomain: string;
  /** `{subdomain}.{MICROSITE_HOST}`. */
  domain: string;
  /** The address a browser opens (micrositeAddress). */
  url: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  /** The stored pictures' keys (StorageService.readPublic), for a page that serves them on its own host. */
  logoKey: string | null;
  faviconKey: string | null;
  mainColor: string;
  googleAnalyticsId: string | null;
  googleAnalytics4Id: string | null;
  htmlCode: string;
  momentsLocationTop: boolean;
  healthy: boolean;
  sections: PublicMicrositeSection[];
}

/** What the health check (modules/microsites/health) needs of a microsite. */
export interface MicrositeHealthTarget {
  id: string;
  subdomain: string;
  domain: string;
  url: string;
  healthy: boolean;
}
