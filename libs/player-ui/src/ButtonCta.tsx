import { CtaIconName, type PlayerButtonCta } from '@framehouse/domain';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CheckIcon from '@mui/icons-material/Check';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FavoriteIcon from '@mui/icons-material/Favorite';
import InfoIcon from '@mui/icons-material/Info';
import LocalCafeIcon from '@mui/icons-material/LocalCafe';
import PercentIcon from '@mui/icons-material/Percent';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ShareIcon from '@mui/icons-material/Share';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StarIcon from '@mui/icons-material/Star';
import { Box } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import { openableLink, rgbaOf, scaledPx } from './cta-rules';
import { overlayFontStack } from './overlay-fonts';

/** The spec's icon names drawn with Material icons (the player already ships that set). */
export const CTA_ICONS: Record<CtaIconName, SvgIconComponent> = {
  [CtaIconName.ARROW_RIGHT]: ArrowForwardIcon,
  [CtaIconName.BOOKMARK]: BookmarkIcon,
  [CtaIconName.CART]: ShoppingCartIcon,
  [CtaIconName.CHECK]: CheckIcon,
  [CtaIconName.CHEVRON_RIGHT]: ChevronRightIcon,
  [CtaIconName.COFFEE]: LocalCafeIcon,
  [CtaIconName.DISCOUNT]: PercentIcon,
  [CtaIconName.DOLLAR_SIGN]: AttachMoneyIcon,
  [CtaIconName.GIFT]: CardGiftcardIcon,
  [CtaIconName.HEART]: FavoriteIcon,
  [CtaIconName.INFO]: InfoIcon,
  [CtaIconName.PLAY]: PlayArrowIcon,
  [CtaIconName.SHARE]: ShareIcon,
  [CtaIconName.SHOPPING_BAG]: ShoppingBagIcon,
  [CtaIconName.STAR]: StarIcon,
};

/** Props of a link that opens in a new tab which gets neither this page's window nor its address. */
export function newTabLink(href: string) {
  return { component: 'a', href, target: '_blank', rel: 'noopener noreferrer' } as const;
}

/**
 * A button CTA as its design draws it (font, colours, border, 99 px radius a pill, optional icon), over
 * the picture or on an end card. A link opens in a new tab; a link that may not open (openableLink) leaves
 * a button that does nothing rather than one that runs a script.
 */
export function ButtonCta({ cta, fill = false }: { cta: PlayerButtonCta; fill?: boolean }) {
  const { text, background, border, icon } = cta.design;
  const href = openableLink(cta.url);
  const Icon = icon ? CTA_ICONS[icon.value] : undefined;
  return (
    <Box
      {...(href ? newTabLink(href) : { component: 'span' })}
      data-testid="button-cta"
      data-cta-id={cta.id}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '0.4em',
        boxSizing: 'border-box',
        width: fill ? '100%' : 'auto',
        padding: '0.6em 1.1em',
        fontFamily: overlayFontStack(text.fontFamily),
        fontWeight: text.fontWeight,
        fontSize: scaledPx(text.fontSize),
        lineHeight: 1.2,
        color: text.color,
        backgroundColor: rgbaOf(background.color, background.opacity),
        border: `${border.width}px solid ${border.color}`,
        borderRadius: `${border.radius}px`,
        textAlign: 'center',
        textDecoration: 'none',
        overflowWrap: 'anywhere',
        cursor: href ? 'pointer' : 'default',
        pointerEvents: 'auto',
        userSelect: 'none',
        '&:hover': href ? { filter: 'brightness(1.08)' } : undefined,
        '&:focus-visible': { outline: '2px solid #fff', outlineOffset: '2px' },
      }}
    >
      {Icon && icon && <Icon aria-hidden sx={{ fontSize: '1.25em', color: icon.color, flexShrink: 0 }} />}
      <span>{text.value}</span>
    </Box>
  );
}
