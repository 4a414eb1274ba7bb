import { describe, expect, it } from 'vitest';
import { AUDIT_REPORT_EXTENSIONS, AUDIT_REPORT_MESSAGE, isAuditReportFile } from './audit-file.js';

describe('isAuditReportFile', () => {
  it.each(AUDIT_REPORT_EXTENSIONS.map((e) => [`report.${e}`]))('accepts %s', (name) => {
    expect(isAuditReportFile(name)).toBe(true);
  });

  it('ignores case and earlier dots', () => {
    expect(isAuditReportFile('Audit.Report.2024.PDF')).toBe(true);
    expect(isAuditReportFile('审计报告.Docx')).toBe(true);
    expect(isAuditReportFile('notes.Pages')).toBe(true);
  });

  it.each([['report.exe'], ['report.pdf.exe'], ['report'], ['pdf'], ['report.'], ['report.pdfx'], ['archive.zip']])(
    'rejects %s',
    (name) => {
      expect(isAuditReportFile(name)).toBe(false);
    },
  );

  it('has the exact message', () => {
    expect(AUDIT_REPORT_MESSAGE).toBe('只支持 pdf、doc、docx、txt、htm、html、xls、xlsx、ppt、pptx、pages、csv 格式的文件');
    expect(AUDIT_REPORT_EXTENSIONS).toEqual(['pdf', 'doc', 'docx', 'txt', 'htm', 'html', 'xls', 'xlsx', 'ppt', 'pptx', 'pages', 'csv']);
  });
});
