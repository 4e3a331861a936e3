import type { FastifyInstance } from "fastify";
import { sendOk } from "../../lib/envelope";
import { HTTP_TEXT, OneOf, refuse, route, T, Text, Name } from "../../http";
import type { Platform } from "../../platform";
import { avatarProblem, USER_FIELD_TEXT } from "../../platform/userFields";
import { ACCOUNT_API, PROFILE_TEXT, type AccountProfile } from "../../../src/contracts/account";
import { maskPhone, ProfileStore } from "../sms/profileStore";

const AVATAR_SIZE_TEXT = "文件大小限制：500kb";

/** The signed-in user's own account settings: name and avatar (shell spec §5's avatar rules). */
export async function accountRoutes(
  app: FastifyInstance,
  { platform }: { platform: Platform },
): Promise<void> {
  const profiles = new ProfileStore(platform.db, platform.now);
  const profileOf = (userId: number): AccountProfile => {
    const row = platform.users.byId(userId) ?? refuse(404, USER_FIELD_TEXT.notFound);
    return {
      userName: row.user_name,
      displayName: row.display_name,
      phone: maskPhone(profiles.phone(userId)),
      attributeContent: row.attribute_content,
    };
  };

  route(app, {
    method: "GET",
    url: ACCOUNT_API.profile,
    access: "signedIn",
    handler: ({ user, reply }) => sendOk(reply, profileOf(user.id)),
  });

  route(app, {
    method: "PUT",
    url: ACCOUNT_API.profile,
    access: "signedIn",
    log: { name: "修改个人信息", module: "个人信息" },
    schema: { body: T.Object({ displayName: Name(200, "用户名称") }) },
    handler: ({ user, body, reply }) => {
      const displayName = body.displayName.trim();
      if (!displayName) refuse(400, PROFILE_TEXT.displayNameEmpty);
      if (displayName.length > 50) refuse(400, HTTP_TEXT.tooLong("姓名", 50));
      profiles.setDisplayName(user.id, displayName);
      return sendOk(reply, profileOf(user.id));
    },
  });

  route(app, {
    method: "PUT",
    url: ACCOUNT_API.avatar,
    access: "signedIn",
    log: { name: "修改头像", module: "个人信息", hide: ["attributeContent"] },
    // Room for a data URL a little over 500 kb, so that one is refused with the size text.
    bodyLimit: 2 * 1024 * 1024,
    schema: {
      body: T.Object({ type: T.Optional(OneOf([1])), attributeContent: Text(1_500_000, AVATAR_SIZE_TEXT) }),
    },
    handler: ({ user, body, reply }) => {
      const problem = avatarProblem(body.attributeContent);
      if (problem) refuse(400, problem);
      profiles.setAvatar(user.id, body.attributeContent);
      return sendOk(reply, profileOf(user.id));
    },
  });
}
