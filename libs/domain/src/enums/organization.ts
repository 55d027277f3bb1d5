export enum SocialPlatform {
  FACEBOOK = 'FACEBOOK',
  TWITTER = 'TWITTER',
  YOUTUBE = 'YOUTUBE',
  TIKTOK = 'TIKTOK',
  INSTAGRAM = 'INSTAGRAM',
}

export const SOCIAL_PLATFORM_LABELS: Record<SocialPlatform, string> = {
  [SocialPlatform.FACEBOOK]: 'Facebook',
  [SocialPlatform.TWITTER]: 'X (Twitter)',
  [SocialPlatform.YOUTUBE]: 'YouTube',
  [SocialPlatform.TIKTOK]: 'TikTok',
  [SocialPlatform.INSTAGRAM]: 'Instagram',
};

export enum ShareTarget {
  MAIL = 'MAIL',
  TWITTER = 'TWITTER',
  REDDIT = 'REDDIT',
  WHATSAPP = 'WHATSAPP',
  LINKEDIN = 'LINKEDIN',
  FACEBOOK = 'FACEBOOK',
}

export const SHARE_TARGET_LABELS: Record<ShareTarget, string> = {
  [ShareTarget.MAIL]: 'Mail',
  [ShareTarget.TWITTER]: 'X (Twitter)',
  [ShareTarget.REDDIT]: 'Reddit',
  [ShareTarget.WHATSAPP]: 'WhatsApp',
  [ShareTarget.LINKEDIN]: 'LinkedIn',
  [ShareTarget.FACEBOOK]: 'Facebook',
};
