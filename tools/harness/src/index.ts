/**
 * @library/harness: what the benchmarks, the end-to-end suite and the root scripts' tests share. Dev-only,
 * used from source; it imports no workspace but the contract's rules.
 */
export { GENRES, isbn13, randomIsbn13, serialIsbn13, type Genre } from './catalogue';
export { procMemoryKiB, resetPeakRss, rssMiB, samplePeak } from './memory';
export { freePort, freePorts, isPortFree, occupyPort } from './ports';
export { descendants, killTree, stopProcess, waitForOutput, waitUntilAnswers } from './processes';
export { npmStartArgs, repoRoot, startProduct, type ProductOptions, type RunningProduct } from './product';
export { median, percentile } from './stats';
export {
  POSTGRES_BIN,
  scratchClusterUnavailable,
  startScratchCluster,
  type ScratchCluster,
  type StopMode,
} from './postgres-cluster';
