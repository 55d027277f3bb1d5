import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * What the areas built on an organization (its monetization) say about a change of it. The organizations
 * module cannot import those modules (they import it), so they register here at start, and the
 * organizations module asks them inside its transaction, under the organization's lock.
 */
export interface OrganizationHook {
  /** Why the organization's monetization cannot be turned on now; undefined when it can. */
  monetizationProblem?(manager: EntityManager, organizationId: string): Promise<string | undefined>;
  /**
   * The organization's row was deleted (committed): what other modules keep of it without a foreign key
   * (its analytics) goes. No operation deletes an organization yet; the one that comes calls `deleted`.
   */
  deleted?(organizationId: string): Promise<void>;
}

@Injectable()
export class OrganizationHooks {
  private readonly hooks: OrganizationHook[] = [];

  register(hook: OrganizationHook): void {
    this.hooks.push(hook);
  }

  async monetizationProblem(manager: EntityManager, organizationId: string): Promise<string | undefined> {
    for (const hook of this.hooks) {
      const problem = await hook.monetizationProblem?.(manager, organizationId);
      if (problem) return problem;
    }
    return undefined;
  }

  async deleted(organizationId: string): Promise<void> {
    for (const hook of this.hooks) await hook.deleted?.(organizationId);
  }
}
