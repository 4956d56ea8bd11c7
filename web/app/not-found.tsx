import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-[70vh] items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6 sm:pt-6">
          <div className="mb-4 flex items-center gap-2">
            <AlertCircle className="size-8 text-red-600" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-foreground">{t('shell.notFound.title')}</h1>
          </div>
          <p className="mb-6 text-sm text-muted-foreground">{t('shell.notFound.message')}</p>
          <Button asChild variant="outline">
            <Link to="/dashboard">{t('shell.notFound.back')}</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
