import { Card, H4, HTMLTable, Tag } from "@blueprintjs/core";
import { useLocation } from "wouter";
import { PageFrame } from "../../ui/kit/PageFrame";
import { usePaletteEntries } from "../../ui/kit/navigation";
import { useSession } from "../../ui/CoreContext";

/** The development platform's home: who is signed in, and every page this user may open. */
export default function HomePage() {
  const { user, hpcAccounts } = useSession();
  const [, navigate] = useLocation();
  const pages = usePaletteEntries().filter((entry) => entry.path.startsWith("/home/"));
  return (
    <PageFrame title="首页" className="ws-home">
      <Card compact>
        <H4>{user?.displayName ?? user?.userName}</H4>
        <p>
          HPC：
          {hpcAccounts.length ? (
            hpcAccounts.map((account) => (
              <Tag key={account.id} minimal>
                {account.account}
              </Tag>
            ))
          ) : (
            <Tag minimal intent="warning">
              未绑定
            </Tag>
          )}
        </p>
      </Card>
      <Card compact>
        <H4>快捷入口</H4>
        <HTMLTable compact striped interactive className="ws-fill">
          <tbody>
            {pages.map((page) => (
              <tr key={page.path} onClick={() => navigate(page.path)}>
                <td className="ws-nowrap">{page.title}</td>
                <td className="bp6-text-muted">{page.path}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </Card>
    </PageFrame>
  );
}
