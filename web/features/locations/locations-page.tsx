import type { City, State } from '@common/schemas/locations';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCities } from '@/lib/queries/cities';
import { useStates } from '@/lib/queries/states';
import { CitiesTab } from './components/cities-tab';
import { StatesTab } from './components/states-tab';
import { locations } from '@/i18n/en/locations';
import { addScreenTexts } from '@/i18n/i18n';

// This screen's English texts come with its own chunk (web/i18n/en-screens.ts).
addScreenTexts({ locations });

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
const NO_STATES: State[] = [];
const NO_CITIES: City[] = [];

export function LocationsPage() {
  const { t } = useTranslation();
  const statesQuery = useStates();
  const citiesQuery = useCities();
  const states = useMemo(() => [...(statesQuery.data ?? NO_STATES)].sort(byName), [statesQuery.data]);
  const cities = useMemo(() => [...(citiesQuery.data ?? NO_CITIES)].sort(byName), [citiesQuery.data]);

  return (
    <>
      <PageHeader title={t('locations.title')} subtitle={t('locations.subtitle')} />
      <main className="space-y-6 p-4 sm:p-6">
        <Tabs defaultValue="states">
          <TabsList aria-label={t('locations.tabs.label')}>
            <TabsTrigger value="states">{t('locations.tabs.states')}</TabsTrigger>
            <TabsTrigger value="cities">{t('locations.tabs.cities')}</TabsTrigger>
          </TabsList>
          <TabsContent value="states">
            <StatesTab states={states} isPending={statesQuery.isPending} error={statesQuery.error} />
          </TabsContent>
          <TabsContent value="cities">
            <CitiesTab
              cities={cities}
              states={states}
              isPending={citiesQuery.isPending || statesQuery.isPending}
              // Without the states every city would say 'Unknown': that failure is shown here too.
              error={citiesQuery.error ?? statesQuery.error}
              errorTitle={
                citiesQuery.error ? t('locations.cities.fetchFailed') : t('locations.states.fetchFailed')
              }
            />
          </TabsContent>
        </Tabs>
      </main>
    </>
  );
}
