export { auditChanges, type AuditNames } from './changes';
