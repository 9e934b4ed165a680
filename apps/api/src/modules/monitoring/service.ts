/**
 * Monitoring's public face: what other modules and this module's handlers call. The rules live in topic files
 * beside it (parties, create, importing, reads, changes, handOver); the schedule in scheduler.ts, with alerts and quota.
 */

export { type PartyUpdate, removeParty, updateParty } from './changes.ts';
export { createParty, monitorRequest } from './create.ts';
export { handOverCompanyParties, type PortfolioHandOver } from './handOver.ts';
export { IMPORT_REFUSED, importParties } from './importing.ts';
export {
  ALREADY_MONITORED,
  addTimeline,
  MONITORAMENTO_NOT_FOUND,
  type NovoMonitoramento,
  newestPdfs,
  type RenewedFields,
  renewalRequest,
  renewedRequestFields,
  type TimelineEntry,
  typeLabel,
  type ValidParty,
  validateParty,
  validityOf,
} from './parties.ts';
export {
  getParty,
  getPartyWithTimeline,
  getVisible,
  listParties,
  type PartyQuery,
  summary,
} from './reads.ts';
