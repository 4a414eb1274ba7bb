// Every screen the console knows: the routes.tsv contract (docs/spec/routes.tsv, docs/spec/product-spec.md §2) plus the two
// fixed screens under the layout. A path the user does not hold but that is listed here sends them to
// /dashboard; a path listed nowhere is a 404. Which of these a user holds, and how, comes from the server.
import routes from '../../../docs/spec/routes.tsv?raw';

export const SCREEN_PATHS: readonly string[] = [
  '/dashboard',
  '/permission/role',
  '/permission/audit',
  ...routes
    .split('\n')
    .filter((line) => line.startsWith('/'))
    .map((line) => line.split('\t')[0] ?? ''),
];
