import { AnchorButton, NonIdealState, type IconName } from "@blueprintjs/core";

export interface EmptyChoiceProps {
  icon: IconName;
  title: string;
  description: string;
  /** The page that fixes it, and its button text. */
  href: string;
  action: string;
}

/** 数据标注 with nothing to annotate yet: what is missing and a link to the page that makes it. */
export function EmptyChoice({ icon, title, description, href, action }: EmptyChoiceProps) {
  return (
    <NonIdealState
      icon={icon}
      title={title}
      description={description}
      action={<AnchorButton intent="primary" href={`#${href}`} text={action} />}
    />
  );
}
