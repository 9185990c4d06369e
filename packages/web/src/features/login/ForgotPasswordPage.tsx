import { Button, NonIdealState } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router';
import { isForgotPasswordType, t } from '@funddesk/core';
import { variant } from '../../app/variant';
import { LoginLayout } from './LoginLayout';

/**
 * 忘记密码 (/login/fundBackPassword/:type, /login/sikuFundBackPassword/:type; `org` or `person`).
 * @see spec 01 §2.2, §7.4, §7.5
 */
export function ForgotPasswordPage() {
  const { type } = useParams();
  const navigate = useNavigate();
  const kind = isForgotPasswordType(type) ? type : 'org';
  return (
    <LoginLayout>
      <h2 className="fd-login__title">
        {t(kind === 'org' ? 'web.forgot.title.org' : 'web.forgot.title.person')}
      </h2>
      <NonIdealState icon="key" description={t('web.forgot.unavailable')} />
      <Button variant="minimal" icon="arrow-left" onClick={() => void navigate(variant.loginPages.login)}>
        {t('web.forgot.backToLogin')}
      </Button>
    </LoginLayout>
  );
}
