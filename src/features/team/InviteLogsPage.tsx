import { keys } from "../../api/queryKeys";
import { getInvites } from "../../api/team";
import { MembersPage } from "./MembersPage";

/** /inviteLogs: the user's direct referrals, newest first. */
export default function InviteLogsPage() {
  return <MembersPage titleKey="routes.inviteLogs" queryKey={keys.teamInvites} fetchPage={getInvites} />;
}
