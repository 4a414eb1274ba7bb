// Compile-time checks of the type helpers (tsc -p sdk type-checks this file; vitest runs the assertions).
import { describe, expectTypeOf, it } from 'vitest';
import type { AdminClient } from './client.js';
import type { components } from './generated/schema.js';
import type { BodyOf, CallParams, CurrentRowOf, DataOf, Envelope, ListOperationId, PathOf, QueryOf, RowOf, Schema } from './types.js';
import { isStale, RESULT, type ApiError, type ResultCode } from './errors.js';
import { hashPassword, type PasswordHash } from './sign.js';
import { updateBody } from './operations.js';

describe('type helpers', () => {
  it('derive request and response types from the contract', () => {
    expectTypeOf<Schema<'BlockChain'>>().toEqualTypeOf<components['schemas']['BlockChain']>();
    expectTypeOf<DataOf<'getBlockChain'>>().toEqualTypeOf<components['schemas']['BlockChain']>();
    expectTypeOf<DataOf<'login'>>().toEqualTypeOf<components['schemas']['LoginData']>();
    expectTypeOf<DataOf<'logout'>>().toEqualTypeOf<components['schemas']['LogoutData']>();
    expectTypeOf<DataOf<'deleteUser'>>().toEqualTypeOf<undefined>();
    expectTypeOf<RowOf<'listBlockChain'>>().toEqualTypeOf<components['schemas']['BlockChain']>();
    expectTypeOf<BodyOf<'createBlockChain'>>().toEqualTypeOf<components['schemas']['BlockChainCreate']>();
    expectTypeOf<PathOf<'deleteBlockChain'>>().toHaveProperty('id');
    expectTypeOf<QueryOf<'getBlockChain'>>().toHaveProperty('id');
    expectTypeOf<'listBlockChain'>().toExtend<ListOperationId>();
  });

  it("type results as the contract's codes, with room for codes a newer server adds", () => {
    expectTypeOf<Envelope<unknown>['result']>().toEqualTypeOf<ResultCode>();
    expectTypeOf<ApiError['result']>().toEqualTypeOf<ResultCode>();
    expectTypeOf<Schema<'ResultCode'>>().toExtend<ResultCode>();
    expectTypeOf<12345>().toExtend<ResultCode>();
    expectTypeOf(RESULT.STALE).toEqualTypeOf<40012>();
    // @ts-expect-error not a code of the contract
    void ((code: Schema<'ResultCode'>) => code)(RESULT.STALE + 1);
  });

  it("type updateBody as the update body, its changes as the body's fields, and only updates", () => {
    const compileOnly = (row: RowOf<'listBlockChain'>) => {
      expectTypeOf(updateBody('updateBlockChain', row, { description: 'x' })).toEqualTypeOf<BodyOf<'updateBlockChain'>>();
      // @ts-expect-error created_at is not a field of the update
      void updateBody('updateBlockChain', row, { created_at: 1 });
      // @ts-expect-error listBlockChain is not an update
      void updateBody('listBlockChain', row);
    };
    void compileOnly;
  });

  it('take password hashes only from hashPassword: a plain password does not compile', () => {
    expectTypeOf(hashPassword('x')).toEqualTypeOf<PasswordHash>();
    expectTypeOf<{ path: { id: number }; body: { password: string } }>().not.toExtend<CallParams<'deleteBlockChain'>>();
    expectTypeOf<{ body: { user_name: string; password: string } }>().not.toExtend<CallParams<'login'>>();
    const compileOnly = (client: AdminClient) => {
      // @ts-expect-error the plain password where the contract wants its hash
      void client.call('resetPassword', { body: { user_id: 2, new_password: hashPassword('New@pass1'), password: 'Admin@12345' } });
      void client.call('resetPassword', {
        body: { user_id: 2, new_password: hashPassword('New@pass1'), password: hashPassword('Admin@12345') },
      });
    };
    void compileOnly;
  });

  it('type the row a 40012 refusal carries as the resource row', () => {
    expectTypeOf<CurrentRowOf<'updateBlockChain'>>().toEqualTypeOf<components['schemas']['BlockChain']>();
    expectTypeOf<CurrentRowOf<'login'>>().toEqualTypeOf<unknown>();
    const compileOnly = (error: unknown) => {
      if (isStale(error, 'updateBlockChain')) expectTypeOf(error.data.updated_at).not.toBeUnknown();
    };
    void compileOnly;
  });

  it('make each params key required exactly when the operation requires it', () => {
    expectTypeOf<{ query: { id: number } }>().toExtend<CallParams<'getBlockChain'>>();
    expectTypeOf<object>().not.toExtend<CallParams<'getBlockChain'>>(); // query.id is required
    expectTypeOf<object>().toExtend<CallParams<'listBlockChain'>>(); // everything optional
    expectTypeOf<{ body: { password: PasswordHash } }>().not.toExtend<CallParams<'deleteBlockChain'>>(); // path missing
    expectTypeOf<{ path: { id: number }; body: { password: PasswordHash } }>().toExtend<CallParams<'deleteBlockChain'>>();
    // signed operations: the client adds timestamp/app_key/sign, so callers need not pass them
    expectTypeOf<object>().toExtend<CallParams<'searchApplication'>>();
  });

  it('type client.call', () => {
    const compileOnly = (client: AdminClient) => {
      void client.call('listBlockChain');
      void client.call('getBlockChain', { query: { id: 1 } });
      // @ts-expect-error query.id is required
      void client.call('getBlockChain');
      // @ts-expect-error wrong type of a query parameter
      void client.call('getBlockChain', { query: { id: 'x' } });
      // @ts-expect-error the operation has no body
      void client.call('listBlockChain', { body: { a: 1 } });
      // @ts-expect-error unknown operation
      void client.call('noSuchOperation');
      expectTypeOf(client.call('getBlockChain', { query: { id: 1 } })).resolves.toEqualTypeOf<Schema<'BlockChain'>>();
    };
    expectTypeOf(compileOnly).toBeFunction();
  });
});
