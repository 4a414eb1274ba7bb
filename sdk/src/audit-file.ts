// Formats accepted for audit-report uploads (docs/spec/product-spec.md §5).

export const AUDIT_REPORT_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt', 'htm', 'html', 'xls', 'xlsx', 'ppt', 'pptx', 'pages', 'csv'] as const;

export const AUDIT_REPORT_MESSAGE = '只支持 pdf、doc、docx、txt、htm、html、xls、xlsx、ppt、pptx、pages、csv 格式的文件';

/** True when the file name ends in one of AUDIT_REPORT_EXTENSIONS (any case). */
export function isAuditReportFile(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return false;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return (AUDIT_REPORT_EXTENSIONS as readonly string[]).includes(extension);
}
