export { audit } from './write';
export { publishAuditHead, sealLegacyRows, verifyAuditChain, type ChainReport, type HeadLog } from './chain';
export { ensureAuditKey } from './key';
export { listAudit, auditCsv, type AuditFilter } from './trail';
