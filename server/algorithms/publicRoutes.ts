import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { Id, IdParams, refuse, route, T } from "../http";
import { trainerById } from "../training/trainers";
import type { AlgorithmStore, AlgorithmView } from "../platform/ai/algorithmStore";
import { ALGORITHM_TEXT, ALGORITHM_VERSIONS_API, ALGORITHMS_API } from "../../src/contracts/algorithms";
import type { AlgorithmVersionStore } from "../platform/ai/algorithmVersionStore";

/**
 * A public algorithm as the portal shows it without a sign-in: the algorithm and its public versions,
 * each with its trainer and hyper-parameters (the version's values beside the trainer's description).
 * A private algorithm answers 404 算法不存在 whoever asks; a private version of a public one is left out.
 */
export function publicAlgorithmRoutes(
  app: FastifyInstance,
  deps: { algorithms: AlgorithmStore; versions: AlgorithmVersionStore },
) {
  const { algorithms, versions } = deps;
  const publicAlgorithm = (id: number): AlgorithmView => {
    const algorithm = algorithms.get(id);
    return algorithm?.isPublic ? algorithm : refuse(404, ALGORITHM_TEXT.notFound);
  };

  route(app, {
    method: "GET",
    url: ALGORITHMS_API.publicOne,
    access: "public",
    schema: { params: IdParams("算法") },
    handler: ({ params, reply }) => sendOk(reply, publicAlgorithm(params.id)),
  });

  route(app, {
    method: "GET",
    url: ALGORITHM_VERSIONS_API.publicList,
    access: "public",
    schema: { querystring: T.Object({ algorithmId: Id("算法") }) },
    handler: ({ query, reply }) => {
      const algorithm = publicAlgorithm(query.algorithmId);
      const list = versions
        .list(algorithm.id)
        .filter((version) => version.isPublic)
        .map((version) => ({
          id: version.id,
          version: version.version,
          description: version.description,
          trainer: version.trainer,
          trainerTitle: version.trainerTitle,
          parameters: trainerById(version.trainer).parameters.map((parameter) => ({
            name: parameter.name,
            description: parameter.description,
            value: version.params[parameter.name] ?? parameter.default,
          })),
          createTime: version.createTime,
        }));
      return sendOk(reply, list);
    },
  });
}
