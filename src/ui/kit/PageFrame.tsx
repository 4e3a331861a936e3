import type { ReactNode } from "react";
import { Button, H4 } from "@blueprintjs/core";
import { t } from "../../core/messages";
import "./PageFrame.css";

/**
 * The frame of every workspace page, so all pages look alike: a header with an optional 返回, the
 * title, what belongs beside it (status tags, a task's operations) and the page's own buttons on the
 * right; then the body. No card around the page (cards are for parts of a page); at 1000 px or less
 * the body scrolls sideways instead of cutting off what is wider than the window.
 *
 *   <PageFrame title="我的数据集" toolbar={<Button text="新增数据集" />}>
 *     <ListToolbar … />
 *     <PagedTable … />
 *   </PageFrame>
 *
 *   <PageFrame title={task.taskName} onBack={() => navigate(PATHS.myTask)} extra={<StatusTag … />} fill>
 */
export interface PageFrameProps {
  title: ReactNode;
  /** Shows 返回 (or `backText`) before the title. */
  onBack?: () => void;
  backText?: string;
  /** Beside the title: tags, a short description, the operations of what the page shows. */
  extra?: ReactNode;
  /** The page's own buttons, on the right of the header. */
  toolbar?: ReactNode;
  /** The body takes the window's remaining height (a workbench that scrolls inside itself). */
  fill?: boolean;
  /** The page's own layout class, on the body. */
  className?: string;
  children?: ReactNode;
}

export function PageFrame({
  title,
  onBack,
  backText,
  extra,
  toolbar,
  fill,
  className,
  children,
}: PageFrameProps) {
  return (
    <section className={fill ? "ws-frame ws-frame-fill" : "ws-frame"}>
      <header className="ws-frame-head">
        {onBack && (
          <Button
            size="small"
            variant="minimal"
            icon="arrow-left"
            text={backText ?? t("page.back")}
            onClick={onBack}
          />
        )}
        <H4 className="ws-frame-title">{title}</H4>
        {extra}
        {toolbar && <div className="ws-frame-toolbar">{toolbar}</div>}
      </header>
      <div className={className ? `ws-frame-body ${className}` : "ws-frame-body"}>{children}</div>
    </section>
  );
}
