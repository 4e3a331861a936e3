/** A model version made with an algorithm version: whose, and its name as the screens show it. */
export interface AlgorithmVersionUse {
  userId: number;
  /** 形状检测 V2 */
  modelVersion: string;
}

/**
 * Who uses an algorithm version, told by the modules that do (`platform.algorithmVersionUsage`): the
 * models module's model versions trained with (or registered against) a version keep it in use, so
 * count-model answers their number and neither the version nor its algorithm is deleted while they
 * exist. Modules register once, at start.
 */
export class AlgorithmVersionUsage {
  private readonly sources: ((versionId: number) => AlgorithmVersionUse[])[] = [];

  register(source: (versionId: number) => AlgorithmVersionUse[]): void {
    this.sources.push(source);
  }

  /** The uses of the version, over every registered source. */
  uses(versionId: number): AlgorithmVersionUse[] {
    return this.sources.flatMap((source) => source(versionId));
  }

  /** Models using the version, over every registered source. */
  count(versionId: number): number {
    return this.uses(versionId).length;
  }
}
