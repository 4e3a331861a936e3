import type { PluginDefinition } from "../core/pluginTypes";
import type { PageComponent } from "../ui/CoreContext";
import about from "./about";
import annotation from "./annotation";
import auth from "./auth";
import backstage from "./backstage";
import datasets from "./datasets";
import devPlatform from "./dev-platform";
import hpc from "./hpc";
import inspector from "./inspector";
import opLog from "./op-log";
import operation from "./operation";
import personal from "./personal";
import portal from "./portal";
import storage from "./storage";
import userAdmin from "./user-admin";
import orgs from "./orgs";
import system from "./system";
import models from "./models";
import algorithms from "./algorithms";
import trainingTasks from "./training-tasks";
import portalDirectory from "./portal-directory";
import billing from "./billing";
import feedback from "./feedback";
import sharing from "./sharing";
import portalAdmin from "./portal-admin";
import learning from "./learning";
import services from "./services";
import fileTransfer from "./file-transfer";
import operationResources from "./operation-resources";

/** The plugins the workspace loads at boot, in no particular order: the host orders activation. */
export const builtInPlugins: PluginDefinition<PageComponent>[] = [
  auth,
  portal,
  devPlatform,
  operation,
  backstage,
  personal,
  about,
  inspector,
  opLog,
  hpc,
  storage,
  datasets,
  annotation,
  userAdmin,
  orgs,
  system,
  models,
  algorithms,
  trainingTasks,
  portalDirectory,
  billing,
  feedback,
  sharing,
  portalAdmin,
  learning,
  services,
  fileTransfer,
  operationResources,
];
