import type { mastersMessages } from '../en/masters';

/** common/messages/en/masters.ts in Hindi: the same keys, the same {{placeholders}}, as traders say it. */
export const hiMastersMessages: Record<keyof typeof mastersMessages, string> = {
  'crops.notFound': 'फसल नहीं मिली',
  'crops.nameTaken': '"{{name}}" नाम की फसल पहले से है',
  'crops.inUse': 'यह फसल {{uses}} में आ चुकी है, इसलिए हट नहीं सकती',
  'crops.unitInUse': 'यह फसल {{uses}} में आ चुकी है, जिनकी मात्रा {{unit}} में है, इसलिए इसकी इकाई नहीं बदल सकती',
  'locations.stateNotFound': 'राज्य नहीं मिला',
  'locations.stateNameTaken': '"{{name}}" नाम का राज्य पहले से है',
  'locations.stateCodeTaken': '"{{code}}" कोड वाला राज्य पहले से है',
  'locations.stateInUse': 'यह राज्य हट नहीं सकता, इसमें दर्ज हैं: {{uses}}',
  'locations.cityNotFound': 'शहर नहीं मिला',
  'locations.cityNameTaken': '{{state}} में "{{name}}" नाम का शहर पहले से है',
  'locations.cityInUse': 'यह शहर हट नहीं सकता, इसमें दर्ज हैं: {{parties}}',
  'locations.cityStateLocked': 'इस शहर का राज्य नहीं बदल सकता, इसमें दर्ज हैं: {{parties}}',
  'locations.cityStateLockedField': 'इस शहर की पार्टियाँ इसके अभी के राज्य में हैं',
  'locations.chosenStateMissing': 'चुना हुआ राज्य मौजूद नहीं है',
  'locations.chosenCityMissing': 'चुना हुआ शहर मौजूद नहीं है',
  'parties.notFound': 'पार्टी नहीं मिली',
  'parties.inUse': 'यह पार्टी हट नहीं सकती, इसके नाम दर्ज हैं: {{uses}}',
  'parties.mustStayFarmer': 'इस पार्टी से खरीद हुई है ({{purchases}}), इसलिए इसे किसान ही रहना होगा',
  'parties.cannotBecomeFarmer': 'इस पार्टी को बिक्री हुई है ({{sales}}), इसलिए इसे किसान नहीं बना सकते',
  'parties.stateOfCityMissing': 'शहर का राज्य चुनें',
  'parties.stateOfCityMissingField': 'शहर चुना हो तो ज़रूरी है',
  'parties.cityNotInState': 'चुना हुआ शहर चुने हुए राज्य में नहीं है',
  'parties.cityNotInStateField': 'यह शहर चुने हुए राज्य में नहीं है',
};
