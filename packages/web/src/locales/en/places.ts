/** Texts of the birth-place field and the birth-details page. */
export const places = {
  field: {
    placeholder: 'Type your city, town or village',
    namePlaceholder: 'Name of the place (optional)',
    hint: 'Type at least 2 letters, then pick your place from the list.',
    coordinatesHint: 'Type the latitude and longitude of the place.',
    searching: 'Searching…',
    noResults: 'No locations found. Try a different search term.',
    suggestions: 'Suggested places',
    enterCoordinates: 'Enter coordinates instead',
    searchByName: 'Search by place name instead',
    latitude: 'Latitude (north; negative for south)',
    longitude: 'Longitude (east; negative for west)',
    coordinates: '{{latitude}}, {{longitude}} · time zone {{timezone}}',
  },
  birthDetails: {
    lead: 'Enter the details of your birth. Pick the place from the suggestions so that your chart uses its exact coordinates and time zone.',
    errors: {
      name: 'Name must be at least 2 characters',
      date: 'Birth date is required',
      time: 'Birth time is required',
      place: 'Birth place is required',
    },
    locationRequired: {
      description: 'Please select your birth place from the suggestions',
    },
  },
} as const;
