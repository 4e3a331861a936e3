import type { Choices, learningApi, Project, ProjectSettings, Trainer } from "../api";
import type { Step } from "../flow";
import type { FlowServices } from "../flowServices";

/** What every step of the flow gets from ProjectFlow. */
export interface StepProps {
  project: Project;
  choices: Choices;
  trainers: Trainer[];
  api: ReturnType<typeof learningApi>;
  /** 训练任务's and 服务管理's calls (their plugins' services). */
  services: FlowServices;
  /** Saves the settings chosen so far (merged over the project's); resolves false when refused (shown). */
  save: (settings: Partial<ProjectSettings> & { trainingTaskId?: number | null }) => Promise<boolean>;
  /** Replaces the shown project after a call that answered it. */
  onProject: (project: Project) => void;
  go: (step: Step) => void;
}
