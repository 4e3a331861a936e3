import { useMemo } from "react";
import { Button, Callout, HTMLTable, Tag } from "@blueprintjs/core";
import type { SessionBundle } from "../../core/bundle";
import type { MachineRegistry } from "../../core/machines";
import { planBundle } from "./applyBundle";
import { inspectorText } from "./messages";
import { formatTime, stateText } from "./traceFile";
import { useApply } from "./useApply";

/**
 * An imported session bundle: who, where, which build and when, and every machine with its last state;
 * replay one, apply one, or apply them all (the route is opened first).
 */
export function BundleView({
  bundle,
  registry,
  onReplay,
}: {
  bundle: SessionBundle;
  registry: MachineRegistry;
  onReplay: (index: number) => void;
}) {
  const plan = useMemo(() => planBundle(registry, bundle), [registry, bundle]);
  const { apply, prompt, report } = useApply(registry);
  const applyAll = () => {
    if (location.hash !== `#${bundle.route}`) location.hash = bundle.route;
    apply(plan.states, plan.notes);
  };
  return (
    <section className="ws-bundle" aria-label={inspectorText("bundleTitle")}>
      <div className="ws-inspector-toolbar">
        {bundle.user && (
          <Tag minimal large icon="person">
            {inspectorText("bundleUser", { account: bundle.user.account, name: bundle.user.name })}
          </Tag>
        )}
        <Tag minimal large icon="link">
          {inspectorText("bundleRoute", { route: bundle.route })}
        </Tag>
        <Tag minimal large>
          {inspectorText("bundleBuild", { build: bundle.build })}
        </Tag>
        <Tag minimal large icon="time">
          {inspectorText("bundleTime", { time: formatTime(bundle.exportedAt) })}
        </Tag>
        {bundle.user && (
          <Tag minimal>{inspectorText("bundleCodes", { count: bundle.user.codes.length })}</Tag>
        )}
        <Button icon="play" intent="warning" text={inspectorText("bundleApplyAll")} onClick={applyAll} />
      </div>
      {report && (
        <Callout intent="success" compact role="status" className="ws-apply-report">
          {report.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Callout>
      )}
      <HTMLTable compact striped className="ws-fill" aria-label={inspectorText("bundleLabel")}>
        <thead>
          <tr>
            <th>{inspectorText("bundleMachine")}</th>
            <th>{inspectorText("bundleState")}</th>
            <th>{inspectorText("bundleEvents")}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {bundle.machines.map((entry, index) => {
            const recorded = plan.states.find(
              (state) => state.machineId === entry.machineId && state.events === entry.trace.events,
            );
            return (
              <tr key={entry.liveId} data-machine={entry.machineId}>
                <td>
                  <code>{entry.liveId}</code>
                </td>
                <td className="ws-json-cell">{stateText(entry.state)}</td>
                <td>{entry.trace.events.length}</td>
                <td className="ws-nowrap">
                  <Button small text={inspectorText("replay")} onClick={() => onReplay(index)} />{" "}
                  {recorded && (
                    <Button
                      small
                      intent="warning"
                      text={inspectorText("apply")}
                      onClick={() => apply([recorded])}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      {plan.notes.map((note) => (
        <Callout key={note} compact>
          {note}
        </Callout>
      ))}
      {prompt}
    </section>
  );
}
