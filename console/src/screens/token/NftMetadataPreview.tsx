// The metadata of one NFT of a collection, read by the server as the app reads it (getNftMetadata): its name,
// image, description and attributes, and the whole document in the JSON viewer. A metadata that cannot be read
// answers 'get metadata error', which the contract marks silent: the dialog says only that there is nothing to show.
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import type { Schema } from '@wallet-admin/sdk';
import { Button, EmptyState, FormField, Input, Spinner } from '@/components/ui';
import { useOperation } from '@/lib/query';

const JsonViewer = lazy(() => import('@/components/resource/widgets/JsonViewer'));

type Metadata = Schema<'NftMetadata'>;

export default function NftMetadataPreview({ row }: { row: Schema<'NftTokenInfo'>; onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('1');
  const [tokenId, setTokenId] = useState<string>();
  const valid = /^[0-9]{1,78}$/.test(text);
  const metadata = useOperation<Metadata>('getNftMetadata', { query: { id: row.id, token_id: tokenId } }, tokenId !== undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) setTokenId(text);
  };
  const data = metadata.data;
  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="flex items-end gap-2">
        <FormField label={t('screens.nft_token_info.tokenId')} required error={valid ? undefined : t('screens.rules.pattern')}>
          {(ids) => <Input {...ids} inputMode="numeric" value={text} onChange={(e) => setText(e.target.value.trim())} className="w-64" />}
        </FormField>
        <Button type="submit" variant="primary" loading={metadata.isFetching}>
          {t('screens.nft_token_info.read')}
        </Button>
      </form>
      {metadata.isFetching && !data ? <Spinner label={t('screens.ui.loading')} /> : null}
      {metadata.isError && <EmptyState title={t('screens.nft_token_info.noMetadata')} />}
      {data && !metadata.isError && (
        <div className="grid gap-4 sm:grid-cols-[160px_1fr]">
          {data.image ? (
            <img src={data.image} alt={data.name} className="size-40 rounded-md border border-border bg-white object-contain" />
          ) : (
            <div aria-hidden="true" className="size-40 rounded-md border border-dashed border-border" />
          )}
          <dl className="grid content-start gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
            <dt className="text-fg-muted">{t('screens.fields.name')}</dt>
            <dd className="break-all">{data.name || '-'}</dd>
            <dt className="text-fg-muted">{t('screens.fields.description')}</dt>
            <dd className="break-all">{data.description || '-'}</dd>
            <dt className="text-fg-muted">{t('screens.nft_token_info.uri')}</dt>
            <dd className="break-all font-mono text-xs">{data.uri}</dd>
            {data.attributes.map((attribute) => (
              <div key={attribute.trait_type} className="contents">
                <dt className="text-fg-muted">{attribute.trait_type}</dt>
                <dd>{String(attribute.value)}</dd>
              </div>
            ))}
          </dl>
          <div className="sm:col-span-2">
            <Suspense fallback={<Spinner size={14} />}>
              <JsonViewer value={data.raw} label={t('screens.nft_token_info.raw')} />
            </Suspense>
          </div>
        </div>
      )}
    </div>
  );
}
