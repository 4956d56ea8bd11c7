import { Sprout } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LanguageSwitch } from '@/components/language-switch';
import { toast } from '@/components/ui/use-toast';
import { setLanguage } from '@/i18n/i18n';
import { errorMessage } from '@/lib/api-client';
import { useLogin } from '../api/login';

export function LoginPage() {
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // docs/screens.md#shell: 'Remember me' has no effect on the login call; the session is always persisted.
  const [remember, setRemember] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    loginMutation.mutate(
      { email, password },
      {
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('common.toast.error'),
            description: errorMessage(error, t('auth.loginFailed')),
          }),
      },
    );
  };

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-gradient-to-br from-green-50 to-emerald-100 p-4">
      <Card className="w-full max-w-md shadow-lg">
        <CardHeader className="items-center text-center">
          <div className="mx-auto mb-2 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Sprout className="size-8" aria-hidden="true" />
          </div>
          <CardTitle as="h1" className="text-2xl font-bold">
            {t('common.productName')}
          </CardTitle>
          <CardDescription>{t('auth.prompt')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="space-y-4" onSubmit={onSubmit}>
            <div className="space-y-2">
              <Label htmlFor="login-email">{t('auth.email')}</Label>
              <Input
                id="login-email"
                type="email"
                required
                autoComplete="username"
                autoFocus
                placeholder={t('auth.emailPlaceholder')}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor="login-password">{t('auth.password')}</Label>
              <Input
                id="login-password"
                type="password"
                required
                autoComplete="current-password"
                placeholder={t('auth.passwordPlaceholder')}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </div>
            <div className="flex items-center gap-2">
              <Checkbox
                id="login-remember"
                checked={remember}
                onCheckedChange={(v) => setRemember(v === true)}
              />
              <Label htmlFor="login-remember" className="font-normal">
                {t('auth.rememberMe')}
              </Label>
            </div>
            <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
              {loginMutation.isPending ? t('auth.signingIn') : t('auth.signIn')}
            </Button>
          </form>
        </CardContent>
      </Card>
      {/* Kept on this device; once signed in, the user's own language from the server wins (docs/screens.md#language). */}
      <LanguageSwitch className="bg-card" onChange={(language) => void setLanguage(language)} />
    </main>
  );
}
