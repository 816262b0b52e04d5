export { audit } from './write';
export { sealAuditLog, verifyAuditChain, startSealer, type ChainReport } from './chain';
export { listAudit, auditCsv, type AuditFilter } from './trail';
