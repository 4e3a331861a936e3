// The unsafe characters of names live with the contracts (the app and the server share them).
export { SAFE_NAME_PATTERN, hasUnsafeCharacters, unsafeNameText } from "../../src/contracts/names";
