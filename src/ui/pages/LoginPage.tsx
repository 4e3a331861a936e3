import { useState, type FormEvent } from "react";
import { Button, Callout, Card, FormGroup, H3, InputGroup } from "@blueprintjs/core";
import { useSelector } from "@xstate/react";
import { t } from "../../core/messages";
import { useCore } from "../CoreContext";
import { usePlatformSettings } from "../kit/platformSettings";

/** The sign-in screen: 账号, 密码, 登录, with the spec's messages (§5, §8). */
export default function LoginPage() {
  const { auth } = useCore();
  const notice = useSelector(auth, (snapshot) => snapshot.context.notice);
  const busy = useSelector(auth, (snapshot) => !snapshot.matches("signedOut"));
  // The platform's one name (系统配置 平台名称); the catalogue's until it is known.
  const platformName = usePlatformSettings()?.platformName || t("login.title");
  const [account, setAccount] = useState("");
  const [password, setPassword] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    auth.send({ type: "SUBMIT", account, password });
  };

  return (
    <div className="ws-login">
      <Card className="ws-login-card" elevation={2}>
        <H3>{platformName}</H3>
        <p className="bp6-text-muted">{t("login.subtitle")}</p>
        {notice && (
          <Callout intent="danger" role="alert" className="ws-login-notice">
            {t(notice)}
          </Callout>
        )}
        <form onSubmit={submit} noValidate>
          <FormGroup label={t("field.account")} labelFor="login-account">
            <InputGroup
              id="login-account"
              autoFocus
              autoComplete="username"
              leftIcon="user"
              value={account}
              onValueChange={setAccount}
            />
          </FormGroup>
          <FormGroup label={t("field.password")} labelFor="login-password">
            <InputGroup
              id="login-password"
              type="password"
              autoComplete="current-password"
              leftIcon="lock"
              value={password}
              onValueChange={setPassword}
            />
          </FormGroup>
          <Button type="submit" intent="primary" fill loading={busy} text={t("login.submit")} />
        </form>
      </Card>
    </div>
  );
}
