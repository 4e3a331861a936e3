// A prediction worker's entry (worker_threads runs plain JavaScript): it loads its TypeScript body
// through tsx, as `npm start` runs the server.
import { tsImport } from "tsx/esm/api";

await tsImport("./predictThread.ts", import.meta.url);
