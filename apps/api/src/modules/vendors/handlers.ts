import type { AppContext } from '../../context.ts';
import { currentUser, type HandlerPart } from '../../http/types.ts';
import { createVendor } from './service.ts';

/** The Vendors tag: vendor registration (the referral attribution happens at registration, in auth). */
export function vendorHandlers(ctx: AppContext) {
  return {
    createVendedor: async (req, reply) => {
      const vendor = await createVendor(ctx, req.body, { id: currentUser(req).id, ip: req.ip });
      void reply.code(201);
      return vendor;
    },
  } satisfies HandlerPart;
}
