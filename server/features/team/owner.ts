// The id lives in shared/: the account page tells the built-in owner apart by it too.
export { OWNER_MEMBER_ID } from '../../../shared/owner';
