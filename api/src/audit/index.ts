export { audit } from './write';
export {
  publishAuditHead,
  sealLegacyRows,
  startHeadPublisher,
  verifyAuditChain,
  type ChainReport,
} from './chain';
export { ensureAuditKey } from './key';
export { listAudit, auditCsv, type AuditFilter } from './trail';
