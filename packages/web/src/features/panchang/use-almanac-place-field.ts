import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceValue } from '@/lib/birth-place';
import type { AlmanacPlace } from './almanac-query';

/**
 * The place field of an almanac form: starts at the page's place (the default named in the
 * page language), and on submit gives the place chosen, or null with the field's error set
 * when the visitor typed a name without picking a suggestion. A place unchanged keeps its link
 * label, so re-submitting never turns New Delhi's default into a typed "New Delhi".
 */
export function useAlmanacPlaceField(place: AlmanacPlace) {
  const { t } = useTranslation('panchang');
  const shownText = place.label ?? t('defaultPlace');
  const [value, setValue] = useState<PlaceValue>({
    text: shownText,
    latitude: place.latitude,
    longitude: place.longitude,
    timezone: place.timezone,
    mode: 'search',
  });
  const [error, setError] = useState<string | undefined>(undefined);
  return {
    field: {
      value,
      error,
      onChange: (changed: PlaceValue) => {
        setValue(changed);
        setError(undefined);
      },
    },
    chosen(): AlmanacPlace | null {
      const { latitude, longitude } = value;
      if (latitude === null || longitude === null) {
        setError(t('controls.choosePlace'));
        return null;
      }
      const unchanged =
        latitude === place.latitude && longitude === place.longitude && value.text === shownText;
      if (unchanged) return place;
      return { label: value.text.trim() || null, latitude, longitude, timezone: value.timezone };
    },
  };
}
