import { Button, Card, H5 } from "@blueprintjs/core";
import { useLocation } from "wouter";
import { useCore, useSession } from "../../ui/CoreContext";
import { Carousel, CAROUSEL_SLIDES } from "../../ui/kit/Carousel";
import { PageFrame } from "../../ui/kit/PageFrame";
import { usePaletteEntries } from "../../ui/kit/navigation";
import { useLoaded } from "../../ui/kit/useLoaded";
import { personalApi } from "./api";
import { DatasetsGlance, OperationsGlance, RunsGlance, TasksGlance } from "./glance/MessageGlances";
import { QuotaGlance } from "./glance/QuotaGlance";
import { ServicesGlance } from "./glance/ServicesGlance";
import { FRONT_DESK } from "../shared/menus/frontDesk";
import { personalText } from "./messages";
import "./personal.css";

/**
 * The development platform's home: the storage quota, annotation tasks near their deadline, running
 * trainings, services, the user's datasets and recent operations, each section loading (and failing)
 * on its own; then 快捷入口, the pages this user may open, 4 at a time in a carousel.
 */
export default function HomePage() {
  const { http } = useCore();
  const { user } = useSession();
  const [, navigate] = useLocation();
  const message = useLoaded(() => personalApi(http).generalMessage(), "general-message");
  const pages = usePaletteEntries().filter(
    (entry) => entry.path.startsWith("/home/") && entry.path !== FRONT_DESK.homePage.path,
  );
  return (
    <PageFrame
      title={personalText("homeTitle")}
      extra={personalText("hello", { name: user?.displayName ?? user?.userName ?? "" })}
    >
      <div className="ws-glance-grid">
        <QuotaGlance />
        <TasksGlance message={message} />
        <RunsGlance message={message} />
        <ServicesGlance />
        <DatasetsGlance message={message} />
        <OperationsGlance message={message} />
      </div>
      <section className="ws-home-links">
        <H5>{personalText("quickLinks")}</H5>
        {/* Spec §9: 4 slides at a time in the workspace. */}
        <Carousel label={personalText("quickLinks")} perView={CAROUSEL_SLIDES.workspace}>
          {pages.map((page) => (
            <Card key={page.path} compact className="ws-home-link">
              <Button
                variant="minimal"
                fill
                alignText="start"
                text={page.title}
                onClick={() => navigate(page.path)}
              />
            </Card>
          ))}
        </Carousel>
      </section>
    </PageFrame>
  );
}
