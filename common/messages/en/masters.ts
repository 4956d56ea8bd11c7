/**
 * The API's messages about crops, states and cities, parties (server/modules/crops, locations, parties), in English: the
 * spec's exact texts where it gives them. common/messages/hi/masters.ts has the same keys in Hindi.
 */
export const mastersMessages = {
  'crops.notFound': 'Crop not found',
  'crops.nameTaken': 'A crop named "{{name}}" already exists',
  'crops.inUse': 'This crop is used by {{uses}} and cannot be deleted',
  'crops.unitInUse':
    'This crop is used by {{uses}}, whose quantities are in {{unit}}, so its unit cannot change',
  'locations.stateNotFound': 'State not found',
  'locations.stateNameTaken': 'A state named "{{name}}" already exists',
  'locations.stateCodeTaken': 'A state with the code "{{code}}" already exists',
  'locations.stateInUse': 'This state has {{uses}} and cannot be deleted',
  'locations.cityNotFound': 'City not found',
  'locations.cityNameTaken': 'A city named "{{name}}" already exists in {{state}}',
  'locations.cityInUse': 'This city has {{parties}} and cannot be deleted',
  'locations.cityStateLocked': 'This city has {{parties}}, so its state cannot be changed',
  'locations.cityStateLockedField': 'Parties of this city are in its current state',
  'locations.chosenStateMissing': 'The chosen state does not exist',
  'locations.chosenCityMissing': 'The chosen city does not exist',
  'parties.notFound': 'Party not found',
  'parties.inUse': 'This party has {{uses}} and cannot be deleted',
  'parties.mustStayFarmer': 'This party has {{purchases}}, so it must stay a farmer',
  'parties.cannotBecomeFarmer': 'This party has {{sales}}, so it cannot become a farmer',
  'parties.stateOfCityMissing': 'Choose the state of the city',
  'parties.stateOfCityMissingField': 'Required when a city is given',
  'parties.cityNotInState': 'The chosen city is not in the chosen state',
  'parties.cityNotInStateField': 'This city is not in the chosen state',
} as const;
