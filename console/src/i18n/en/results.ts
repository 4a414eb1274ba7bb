// English messages of the API's result codes (see zh/results.ts).
const results = {
  results: {
    '20202': 'Sent for approval: it applies once another operator approves it',
    '20203': 'Password accepted: now the second factor',
    '-1': 'Network error: check the connection and try again',
    '9999': 'Please sign in',
    '10000': 'The session is not valid: please sign in again',
    '10001': 'Signed out after a long idle time: please sign in again',
    '10002': 'The session has expired: please sign in again',
    '10003': 'The session was ended: please sign in again',
    '40000': 'Some input is not valid: check it and try again',
    '40001': 'Wrong account or password',
    '40002': 'Wrong signature or admin password',
    '40003': 'You do not have permission for this action',
    '40004': 'The record does not exist or was deleted',
    '40009': 'This conflicts with existing data: check it and try again',
    '40010': 'Wrong Google Authenticator code',
    '40012': 'Someone else changed this record',
    '40013': 'Confirm it is you first: verify, then try again',
    '40029': 'Too many attempts: try again later',
    '50000': 'Internal server error: try again later',
    '50300': 'The database is unavailable: try again in a moment',
    unknown: 'The action failed ({{code}})',
    field: {
      '40000': '“{{field}}” is not valid',
      '40009': '“{{field}}” already exists and must be unique',
    },
    under: {
      '40009': 'This value is already taken: choose another',
    },
  },
};
export default results;
