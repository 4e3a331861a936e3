import { usePlugins } from "../../ui/CoreContext";
import { SERVICE_PUBLISHING, type ServicePublishingService } from "../shared/servicePublishing";
import { TRAINING_RUNS, type TrainingRunsService } from "../shared/trainingRuns";
import { learningText } from "./messages";

/** The other pages' calls the flow makes: 训练任务's and 服务管理's, through the services their plugins provide. */
export interface FlowServices {
  runs: TrainingRunsService;
  publishing: ServicePublishingService;
}

/** The plugin requires both services, so they are there while it is active. */
export function useFlowServices(): FlowServices {
  const plugins = usePlugins();
  const runs = plugins.getService(TRAINING_RUNS);
  const publishing = plugins.getService(SERVICE_PUBLISHING);
  if (!runs || !publishing) throw new Error(learningText("servicesMissing"));
  return { runs, publishing };
}
