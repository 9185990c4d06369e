-- Session prompts and global errors (spec 01 §4.3-§4.7, §7.3-§7.6b, §7.10, §8; spec 02 §4): agreement
-- versions and signatures per person and group, leave marks, the privacy agreement before login, password
-- age, roles versions (A00198), captchas, verification codes, temporary tokens (S00010), and the local
-- environment's dev mailbox and fault switch (docs/api.md "Local-only dev tools").

-- When the login password was last set (spec 01 §4.6 password-age reminder).
ALTER TABLE persons ADD COLUMN password_changed_at timestamptz NOT NULL DEFAULT now();
-- Bumped whenever an administrator changes the person's roles; a session opened under an older version
-- answers A00198 (spec 01 §8: the operator's permissions have changed, log in again).
ALTER TABLE persons ADD COLUMN roles_version integer NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN roles_version integer;

-- Agreement versions (spec 01 §3, §7.10; spec 02 §4). signType 1-4 are agreement types 0-3 (customer
-- maintenance fee, risk disclosure, open-end fund e-trading service terms, super-convert user service
-- agreement); 25 is the legal agreement. Texts differ by jgtOrgProdFlag (2 institution, 3 trust channel).
-- The latest version of a type is the highest one published at or before now.
CREATE TABLE agreements (
  id                text PRIMARY KEY,              -- the version: AG{signType}-F{flag}-V{version}
  agreement_id      text NOT NULL,                 -- the agreement across versions: AG{signType}-F{flag}
  sign_type         integer NOT NULL CHECK (sign_type IN (1, 2, 3, 4, 25)),
  jgt_org_prod_flag integer NOT NULL CHECK (jgt_org_prod_flag IN (2, 3)),
  version           integer NOT NULL CHECK (version >= 1),
  agreement_name    text NOT NULL,
  title             text NOT NULL,
  file_name         text NOT NULL,
  content           text NOT NULL,
  change_summary    text NOT NULL DEFAULT '',      -- what changed from the previous version (upgrade dialog)
  published_at      timestamptz NOT NULL,
  UNIQUE (sign_type, jgt_org_prod_flag, version)
);

-- Signatures per person and group (an agreement is signed for each organisation the person acts for).
CREATE TABLE agreement_signatures (
  person_id    text NOT NULL REFERENCES persons(person_id),
  group_id     text NOT NULL REFERENCES organisations(group_id),
  agreement_id text NOT NULL REFERENCES agreements(id),
  sign_type    integer NOT NULL,
  version      integer NOT NULL,
  scene        text NOT NULL,                      -- '8' login area, '10' layout (spec 01 §7.10)
  signed_at    timestamptz NOT NULL,
  PRIMARY KEY (person_id, group_id, agreement_id)
);
CREATE INDEX agreement_signatures_lookup ON agreement_signatures (person_id, group_id, sign_type);

-- Leave marks (spec 01 §7.6b): 29 authorisation, 40 password reminder, 71-76 agreement upgrade.
CREATE TABLE leave_marks (
  id            bigserial PRIMARY KEY,
  person_id     text NOT NULL REFERENCES persons(person_id),
  group_id      text REFERENCES organisations(group_id),
  path          text NOT NULL,
  business_type integer NOT NULL,
  created_at    timestamptz NOT NULL
);
CREATE INDEX leave_marks_person ON leave_marks (person_id, business_type, created_at DESC);

-- The privacy agreement, queried and signed before login by version (spec 01 §4.5, §7.10). Before login
-- there is no person: a signature belongs to the browser's random client id (and the login name typed).
CREATE TABLE privacy_agreements (
  version      integer PRIMARY KEY CHECK (version >= 1),
  title        text NOT NULL,
  content      text NOT NULL,
  published_at timestamptz NOT NULL
);
CREATE TABLE privacy_signatures (
  client_id  text NOT NULL,
  version    integer NOT NULL REFERENCES privacy_agreements(version),
  login_name text,
  signed_at  timestamptz NOT NULL,
  PRIMARY KEY (client_id, version)
);

-- Image captchas (spec 01 §7.3 checkKaptcha, §7.4 /remote/captcha/*): the answer is kept hashed; each
-- captcha answers one check; a right answer earns a single-use ticket.
CREATE TABLE captchas (
  captcha_id  text PRIMARY KEY,
  answer_hash text NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE TABLE captcha_tickets (
  ticket_hash text PRIMARY KEY,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

-- Verification codes (spec 01 §7.4): 6 digits, hashed, 5 minutes, 5 tries, single use.
CREATE TABLE verification_codes (
  id         text PRIMARY KEY,
  login_name text NOT NULL,
  person_id  text REFERENCES persons(person_id),
  purpose    text NOT NULL,
  code_hash  text NOT NULL,
  attempts   integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX verification_codes_lookup ON verification_codes (login_name, purpose, created_at DESC);
-- What a checked code earns for the next step of a password reset: a single-use ticket.
CREATE TABLE verify_tickets (
  ticket_hash text PRIMARY KEY,
  person_id   text REFERENCES persons(person_id),
  purpose     text NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

-- One-time tokens for links to the other site (spec 01 §2.3, §7.3); an unknown, used or expired one is an
-- illegal link (S00010).
CREATE TABLE temp_tokens (
  token_hash text PRIMARY KEY,
  person_id  text NOT NULL REFERENCES persons(person_id),
  group_id   text NOT NULL REFERENCES organisations(group_id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);

-- Local environment only (never read in production): where verification codes are delivered ...
CREATE TABLE dev_mailbox (
  id         bigserial PRIMARY KEY,
  recipient  text NOT NULL,
  subject    text NOT NULL,
  body       text NOT NULL,
  created_at timestamptz NOT NULL
);
-- ... and the fault switch: the next `remaining` calls of `call_key` ('account/pc/person/menu', or '*') by
-- `login_name` (or anyone) wait `delay_ms` and then answer `code` (or go on when code is null).
CREATE TABLE dev_faults (
  id         bigserial PRIMARY KEY,
  call_key   text NOT NULL,
  login_name text,
  code       text,
  message    text,
  delay_ms   integer NOT NULL DEFAULT 0 CHECK (delay_ms BETWEEN 0 AND 120000),
  remaining  integer NOT NULL DEFAULT 1 CHECK (remaining >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- ---- Version 1 of every agreement, for both channels ----
INSERT INTO agreements (id, agreement_id, sign_type, jgt_org_prod_flag, version, agreement_name, title, file_name,
                        content, change_summary, published_at)
SELECT 'AG' || a.sign_type || '-F' || f.flag || '-V1', 'AG' || a.sign_type || '-F' || f.flag, a.sign_type, f.flag, 1,
       a.name, '《' || a.name || '》', a.name || '.pdf',
       replace(a.content, '{客户}', CASE f.flag WHEN 3 THEN '产品' ELSE '机构' END), '',
       TIMESTAMPTZ '2025-01-01 00:00:00+08'
  FROM (VALUES
    (1, '客户维护费告知书',
     '尊敬的{客户}客户：' || chr(10) ||
     '一、客户维护费（俗称“尾随佣金”）是基金管理人按照基金合同约定，从基金管理费中按一定比例支付给销售机构的费用，用于销售机构为客户提供持续的投资咨询、信息服务等。' || chr(10) ||
     '二、客户维护费由基金管理人从已收取的基金管理费中列支，不额外向您收取，不影响您持有基金份额的资产净值。' || chr(10) ||
     '三、各基金客户维护费的支付比例以基金合同、招募说明书及相关公告为准。您可以通过本平台的基金详情页或向客服热线查询。' || chr(10) ||
     '四、本告知书自您签署之日起生效。'),
    (2, '基金投资风险揭示书',
     '尊敬的{客户}客户：' || chr(10) ||
     '一、基金投资有风险。基金的过往业绩及其净值高低并不预示其未来业绩表现，基金管理人管理的其他基金的业绩并不构成对本基金业绩表现的保证。' || chr(10) ||
     '二、您应当认真阅读基金合同、招募说明书、产品资料概要等法律文件，了解基金的风险收益特征，并根据自身的投资目的、投资期限、投资经验、资产状况等判断基金是否与您的风险承受能力相适应。' || chr(10) ||
     '三、基金可能面临市场风险、信用风险、流动性风险、管理风险、操作风险等各类风险；货币市场基金不保证本金安全，也不保证最低收益。' || chr(10) ||
     '四、销售机构根据适当性管理要求对基金和投资者进行分级评估，评估结果不构成对基金的推荐或收益保证。' || chr(10) ||
     '五、您确认已充分理解上述风险，并自愿承担投资基金可能产生的损失。'),
    (3, '开放式基金电子交易服务协议',
     '甲方：{客户}投资者；乙方：FundDesk 基金销售服务平台。' || chr(10) ||
     '第一条  甲方通过乙方提供的电子交易系统办理开放式基金的认购、申购、赎回、转换、撤单及查询等业务。' || chr(10) ||
     '第二条  甲方应妥善保管登录密码和交易密码。凡使用甲方密码进行的操作均视为甲方本人（或其授权经办人）的操作，由甲方承担相应后果。' || chr(10) ||
     '第三条  交易日15:00前提交的申请按当日（T日）申请处理，15:00后或非交易日提交的申请按下一交易日申请处理；申请以基金注册登记机构的确认结果为准。' || chr(10) ||
     '第四条  因不可抗力、系统故障、通讯中断等原因导致交易无法及时完成的，乙方应及时采取措施，但不承担由此造成的间接损失。' || chr(10) ||
     '第五条  本协议自甲方在线签署之日起生效，有效期至甲方注销电子交易账户之日止。'),
    (4, '超级转换用户服务协议',
     '尊敬的{客户}客户：' || chr(10) ||
     '一、超级转换是指您将持有的一只基金赎回，并以赎回款项申购另一只基金的组合交易服务，两笔交易分别按照各自基金的规则计算费用和确认份额。' || chr(10) ||
     '二、超级转换的赎回部分确认后方可进行申购部分，申购部分的申请日以赎回款项到账后的处理日为准，期间基金净值可能发生变化。' || chr(10) ||
     '三、若申购部分因限额、暂停申购等原因失败，赎回款项将返还至您的账户，已发生的赎回不予撤销。' || chr(10) ||
     '四、您确认已理解超级转换的业务规则及可能产生的费用和净值波动风险。'),
    (25, '法律声明及用户协议',
     '欢迎使用 FundDesk 基金销售服务平台。' || chr(10) ||
     '一、本平台所载信息仅供{客户}客户参考，不构成任何投资建议或要约；基金的投资价值以其法律文件及公告为准。' || chr(10) ||
     '二、本平台的内容及软件受著作权等法律保护，未经许可不得复制、转载或用于商业用途。' || chr(10) ||
     '三、您应保证提交的信息真实、准确、完整，并及时更新；因信息不实造成的损失由您自行承担。' || chr(10) ||
     '四、我们按照《隐私政策》收集、使用和保护您的信息。' || chr(10) ||
     '五、本协议的订立、效力及争议解决适用中华人民共和国法律。')
  ) AS a(sign_type, name, content)
  CROSS JOIN (VALUES (2), (3)) AS f(flag);

INSERT INTO privacy_agreements (version, title, content, published_at) VALUES (
  1,
  '《FundDesk 隐私政策》',
  '我们深知个人信息对您的重要性，并会尽全力保护您的个人信息安全。' || chr(10) ||
  '一、我们收集的信息：为提供登录、交易、资产查询等服务，我们收集您的登录名、姓名、手机号、证件信息、机构信息及交易记录。' || chr(10) ||
  '二、信息的使用：上述信息仅用于身份验证、交易处理、适当性管理、风险控制及法律法规要求的用途。' || chr(10) ||
  '三、信息的保护：登录密码、交易密码及敏感字段加密传输，服务端仅保存密码的加盐摘要。' || chr(10) ||
  '四、信息的共享：除法律法规要求或经您授权外，我们不会向第三方提供您的个人信息。' || chr(10) ||
  '五、您的权利：您可以查询、更正您的个人信息，或联系客服热线（工作日 09:00-18:00）注销账户。',
  TIMESTAMPTZ '2025-01-01 00:00:00+08'
);

-- People who exist when this migration runs have signed the version-1 agreements of every organisation they
-- act for (a new database is signed the same way by its seed, db/seed/agreements.ts).
INSERT INTO agreement_signatures (person_id, group_id, agreement_id, sign_type, version, scene, signed_at)
SELECT g.person_id, g.group_id, a.id, a.sign_type, a.version, '10', now()
  FROM (SELECT DISTINCT po.person_id, o.group_id,
               CASE WHEN o.client_type !~ '^[0-9]+$' THEN 2 WHEN o.client_type::int > 2 THEN 3 ELSE 2 END AS flag
          FROM person_orgs po
          JOIN organisations o ON o.group_id = po.group_id OR o.parent_group_id = po.group_id) g
  JOIN agreements a ON a.jgt_org_prod_flag = g.flag
ON CONFLICT DO NOTHING;
