import type { Permission } from '@framehouse/domain';
import { presentOrganization } from '../organizations/organization.presenter';
import type { StorageService } from '../storage/storage.service';
import type { UserType } from './dtos/user.type';
import type { User } from './user.entity';

export function presentUser(user: User, storage: StorageService, permissions: Permission[] = []): UserType {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatarUrl: storage.publicUrl(user.avatarKey),
    dateJoined: user.dateJoined,
    permissions,
    organization: user.organization ? presentOrganization(user.organization, storage) : null,
  };
}
