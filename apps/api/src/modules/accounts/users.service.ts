import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { normalizeEmail } from '@framehouse/domain';
import { Repository } from 'typeorm';
import { StorageService } from '../storage/storage.service';
import { User } from './user.entity';

/** Reads of accounts for the other modules; writes go through the services that own each flow. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly storage: StorageService,
  ) {}

  findWithOrganization(id: string): Promise<User | null> {
    return this.users.findOne({ where: { id }, relations: { organization: { subscription: true } } });
  }

  /** Every account of an email address, across organizations, with its organization. */
  findAllByEmail(email: string): Promise<User[]> {
    return this.users.find({
      where: { email: normalizeEmail(email) },
      relations: { organization: true },
      order: { dateJoined: 'ASC' },
    });
  }

  avatarUrl(user: User): string | null {
    return this.storage.publicUrl(user.avatarKey);
  }
}
