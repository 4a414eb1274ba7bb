// Signs in to a running Wallet Admin server, lists every DApp page by page and updates one.
//   npm start                          (the reference server on http://localhost:8080, seeded admin)
//   npx tsx sdk/examples/list-dapps.ts [baseUrl]
import { createAdminClient, isApiError, paginate, type RowOf } from '@wallet-admin/sdk';

const baseUrl = process.argv[2] ?? 'http://localhost:8080';
const client = createAdminClient({
  baseUrl,
  // The console shows these as toasts; a script just prints them.
  onError: (error) => console.error(`! ${error.operationId}: ${error.result} ${error.message}`),
  onSessionExpired: () => console.error('! session expired'),
});

try {
  const me = await client.login('admin', 'Admin@12345');
  console.log(`signed in as ${me.user_name ?? 'admin'} (user ${me.user_id})`);

  let first: RowOf<'listApplication'> | undefined;
  let count = 0;
  for await (const dapp of paginate(client, 'listApplication', { query: { lang: 'zh-Hans' } }, { pageSize: 50 })) {
    count++;
    first ??= dapp;
    console.log(`${String(dapp.id).padStart(5)}  ${dapp.title}  ${dapp.url}`);
  }
  console.log(`${count} DApps`);

  if (first) {
    // Updates change only the fields they name (lang and category_id locate the row's language and category).
    const updated = await client.call('updateApplication', {
      body: { id: first.id, lang: first.lang, category_id: first.category_id, sort: first.sort + 1 },
    });
    console.log(`moved "${updated.title}" from sort ${first.sort} to ${updated.sort}`);
  }
} catch (error) {
  // call() and paginate() reject with ApiError; onError above already printed it.
  process.exitCode = 1;
  if (!isApiError(error)) throw error;
} finally {
  await client.logout();
}
