export { audit } from './write';
export { sealAuditLog, verifyAuditChain, sealInSlices, type ChainReport } from './chain';
export { listAudit, auditCsv, type AuditFilter } from './trail';
