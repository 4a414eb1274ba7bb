// A file or image URL: type it, or upload a file with the SDK's uploader (temporary credentials, a
// timestamp-prefixed key) and keep the URL it returns. Loaded lazily with the form that shows it; the
// uploader loads the object-storage client on the first upload only.
import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { AUDIT_REPORT_EXTENSIONS, AUDIT_REPORT_MESSAGE, isAuditReportFile } from '@wallet-admin/sdk';
import { createUploader, type Uploader } from '@wallet-admin/sdk/upload';
import { api } from '@/app/api';
import { Button, Input } from '@/components/ui';
import type { WidgetProps } from '@/lib/screen';
import { notify } from '@/app/notify';

let uploader: Uploader | undefined;

interface Props extends WidgetProps {
  image?: boolean;
  /** Extensions (`.pdf`), or 'auditReport' for the audit-report formats and message of docs/spec/product-spec.md §5. */
  accept?: readonly string[] | 'auditReport';
}

/** The image as it will show, or a marked placeholder when it cannot be loaded (a wrong or unreachable URL). */
function Preview({ url, broken }: { url: string; broken: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        role="img"
        aria-label={broken}
        title={broken}
        className="flex size-10 shrink-0 items-center justify-center rounded-md border border-dashed border-danger/60 bg-danger-soft text-xs text-danger"
      >
        !
      </span>
    );
  }
  return (
    <img
      src={url}
      alt=""
      onError={() => setFailed(true)}
      className="size-10 shrink-0 rounded-md border border-border bg-white object-contain"
    />
  );
}

export default function UploadField({ id, name, value, onChange, onBlur, invalid, describedBy, disabled, image, accept }: Props) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number>();
  const url = typeof value === 'string' ? value : '';
  const audit = accept === 'auditReport';
  const extensions = audit ? AUDIT_REPORT_EXTENSIONS.map((e) => `.${e}`) : (accept ?? (image ? ['image/*'] : []));

  const upload = async (file: File) => {
    if (audit && !isAuditReportFile(file.name)) return void notify.error(AUDIT_REPORT_MESSAGE);
    setProgress(0);
    try {
      uploader ??= createUploader({ client: api });
      const result = await uploader.upload(file, { name: file.name, contentType: file.type, onProgress: setProgress });
      onChange(result.url);
      notify.success(t('screens.ui.uploaded'));
    } catch (error) {
      notify.error(`${t('screens.ui.uploadFailed')}: ${(error as Error).message}`);
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        {image && url && <Preview key={url} url={url} broken={t('screens.ui.imageBroken')} />}
        <Input
          id={id}
          name={name}
          type="url"
          value={url}
          placeholder={t('screens.ui.urlPlaceholder')}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          onBlur={onBlur}
          onChange={(e) => onChange(e.target.value)}
        />
        <Button onClick={() => picker.current?.click()} loading={progress !== undefined} disabled={disabled}>
          {t(image ? 'screens.ui.uploadImage' : 'screens.ui.upload')}
        </Button>
        <input
          ref={picker}
          type="file"
          hidden
          tabIndex={-1}
          aria-hidden="true"
          accept={extensions.join(',') || undefined}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
      </div>
      {progress !== undefined && (
        <div
          role="progressbar"
          aria-label={t('screens.ui.uploading', { percent: Math.round(progress * 100) })}
          aria-valuenow={Math.round(progress * 100)}
          aria-valuemin={0}
          aria-valuemax={100}
          className="h-1.5 overflow-hidden rounded bg-surface-muted"
        >
          <div className="h-full bg-primary-solid transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      )}
    </div>
  );
}
