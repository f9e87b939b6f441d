/** A member's own page (`/my`, `/my/history`, `/my/export`): signed-in members only, for themself. */
import { guardedRoutes, type GuardedRoutes } from '../access/guard';
import { accountOf, actorOf } from '../access/principal';
import {
  MY_EXPORT_FILENAME,
  myHistoryQuery,
  myPatchRequest,
  type MyExportJson,
  type MyJson,
  type MyMemberJson,
} from '../contract';
import { holdJson } from '../holds/holds.service';
import { sendOk, sendPage } from '../http';
import { loanJson } from '../loans/loans.service';
import { validateBody, validateQuery } from '../validation';
import { notAMember, type MyMember, type MyPage, type MyService } from './my.service';

function myMemberJson(member: MyMember): MyMemberJson {
  return {
    cardNumber: member.cardNumber,
    name: member.name,
    email: member.email,
    phone: member.phone,
    status: member.status,
    blockedReason: member.blockedReason,
    keepHistory: member.keepHistory,
    loansLeft: member.loansLeft,
  };
}

function myJson(page: MyPage): MyJson {
  return { member: myMemberJson(page.member), loans: page.loans.map(loanJson), holds: page.holds.map(holdJson) };
}

/** The member id of the signed-in person asking: 403 `notAMember` for anyone who is no member. */
function memberIdOf(res: Parameters<typeof accountOf>[0]): string {
  const { memberId } = accountOf(res);
  if (memberId === null) throw notAMember();
  return memberId;
}

export function myRoutes(my: MyService): GuardedRoutes {
  const r = guardedRoutes();

  r.get('/my', async (_req, res) => {
    sendOk(res, 200, 'Your loans and holds retrieved successfully', myJson(await my.myPage(memberIdOf(res))));
  });

  r.patch('/my', async (req, res) => {
    const memberId = memberIdOf(res);
    const { keepHistory } = validateBody(myPatchRequest, req.body);
    const page = await my.setMyKeepHistory(memberId, keepHistory, actorOf(res));
    sendOk(res, 200, 'Your choice was saved', myJson(page));
  });

  r.get('/my/history', async (req, res) => {
    const memberId = memberIdOf(res);
    const query = validateQuery(myHistoryQuery, req.query);
    const { loans, total } = await my.myHistory(memberId, query.page, query.limit);
    sendPage(res, 'Your loan history retrieved successfully', loans.map(loanJson), query, total);
  });

  r.get('/my/export', async (_req, res) => {
    const data = await my.myExport(memberIdOf(res));
    const body: MyExportJson = {
      exportedAt: data.exportedAt.toISOString(),
      member: { ...myMemberJson(data.member), createdAt: data.member.createdAt.toISOString() },
      loans: data.loans.map(loanJson),
      holds: data.holds.map(holdJson),
    };
    res.status(200);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${MY_EXPORT_FILENAME}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(JSON.stringify(body, null, 2));
  });

  return r;
}
