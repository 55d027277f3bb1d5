import { Injectable } from '@nestjs/common';

/**
 * What the parts built on a microsite do after it is saved: the health check (modules/microsites/health)
 * registers here at start and queues its job when a microsite is created or republished (updateMicrosite).
 * Called after the commit, so a listener sees the saved row.
 */
export interface MicrositeHook {
  created?(micrositeId: string): Promise<void>;
  republished?(micrositeId: string): Promise<void>;
}

@Injectable()
export class MicrositeHooks {
  private readonly hooks: MicrositeHook[] = [];

  register(hook: MicrositeHook): void {
    this.hooks.push(hook);
  }

  async created(micrositeId: string): Promise<void> {
    for (const hook of this.hooks) await hook.created?.(micrositeId);
  }

  async republished(micrositeId: string): Promise<void> {
    for (const hook of this.hooks) await hook.republished?.(micrositeId);
  }
}
