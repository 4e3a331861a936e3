/**
 * Who uses an algorithm version, counted by the modules that do (`platform.algorithmVersionUsage`):
 * the models module registers how many model versions were trained with a version, so count-model
 * answers it and a version in use is not deleted. Modules register once, at start.
 */
export class AlgorithmVersionUsage {
  private readonly counters: ((versionId: number) => number)[] = [];

  register(counter: (versionId: number) => number): void {
    this.counters.push(counter);
  }

  /** Models using the version, over every registered counter. */
  count(versionId: number): number {
    return this.counters.reduce((sum, counter) => sum + counter(versionId), 0);
  }
}
