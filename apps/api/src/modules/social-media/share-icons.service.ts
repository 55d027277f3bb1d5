import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  shareIconsOf,
  validateShareIcons,
  visibleShareTargets,
  type ShareIcon,
  type ShareTarget,
} from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { assertValid, notFound } from '../../common/errors/contract-error';
import { isUuid } from '../../common/ids';
import { ShareSocialMediaIcon } from './share-social-media-icon.entity';

/**
 * Which share targets the organization's public pages and embedded player offer (platform §2 "Social
 * Share icons"). Only what the organization set is stored; the rest has the default visibility.
 */
@Injectable()
export class ShareIconsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** All six targets in the fixed order, with their visibility. */
  async list(organizationId: string): Promise<ShareIcon[]> {
    const stored = await this.dataSource
      .getRepository(ShareSocialMediaIcon)
      .find({ where: { organizationId } });
    return shareIconsOf(stored);
  }

  /** The targets the public pages show, in the fixed order. */
  async visibleTargets(organizationId: string): Promise<ShareTarget[]> {
    return visibleShareTargets(await this.list(organizationId));
  }

  /**
   * Sets the visibility of the targets given (the others keep theirs). `id` names the organization: the
   * caller's own, else NOT_FOUND, as for any other organization's item.
   */
  async update(organizationId: string, id: string, icons: readonly ShareIcon[]): Promise<ShareIcon[]> {
    if (!isUuid(id) || id.toLowerCase() !== organizationId) throw notFound('id');
    assertValid({ icons: validateShareIcons(icons) });
    if (icons.length) {
      await this.dataSource.getRepository(ShareSocialMediaIcon).upsert(
        icons.map(({ platformName, visible }) => ({ organizationId, platformName, visible })),
        ['organizationId', 'platformName'],
      );
    }
    return this.list(organizationId);
  }
}
