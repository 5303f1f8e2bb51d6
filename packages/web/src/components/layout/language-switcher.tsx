import { isLanguage, LANGUAGE_NATIVE_NAME, LANGUAGES } from '@jyotish/contract';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-variants';
import { DeferredDropdownMenu } from '@/components/ui/deferred-dropdown-menu';
import { ChevronDownIcon, GlobeIcon } from '@/components/ui/icons';
import { useLanguage } from '@/lib/language';

/** Lists the four languages by their own names; choosing one reloads the page in it. */
export function LanguageSwitcher() {
  const { t } = useTranslation('layout');
  const { language, switchLanguage } = useLanguage();
  return (
    <DeferredDropdownMenu
      trigger={{
        'aria-label': t('language.current', { language: LANGUAGE_NATIVE_NAME[language] }),
        'data-testid': 'language-switcher',
        className: buttonClassName({ variant: 'ghost', size: 'sm', className: 'group' }),
        children: (
          <>
            <GlobeIcon className="size-4 text-brand-600" />
            <span lang={language}>{LANGUAGE_NATIVE_NAME[language]}</span>
            <ChevronDownIcon className="size-4 transition-transform group-data-[state=open]:rotate-180" />
          </>
        ),
      }}
      content={(menu) => (
        <menu.DropdownMenuContent align="end" className="min-w-40">
          <menu.DropdownMenuLabel>{t('language.label')}</menu.DropdownMenuLabel>
          <menu.DropdownMenuRadioGroup
            value={language}
            onValueChange={(value) => {
              if (isLanguage(value) && value !== language) switchLanguage(value);
            }}
          >
            {LANGUAGES.map((option) => (
              <menu.DropdownMenuRadioItem key={option} value={option} lang={option}>
                {LANGUAGE_NATIVE_NAME[option]}
              </menu.DropdownMenuRadioItem>
            ))}
          </menu.DropdownMenuRadioGroup>
        </menu.DropdownMenuContent>
      )}
    />
  );
}
