/**
 * What the portal's read-only pages of a public dataset, algorithm and model read without a sign-in:
 * the contract's shapes (src/contracts/portalDirectory.ts), as the server answers them.
 */
export type {
  PublicAlgorithm,
  PublicAlgorithmVersion,
  PublicDataset,
  PublicDatasetItem,
  PublicDatasetVersion,
  PublicModel,
  PublicModelVersion,
} from "../../contracts/portalDirectory";
