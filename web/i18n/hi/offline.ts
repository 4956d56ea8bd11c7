import type { offline as en } from '../en/offline';
import type { Translation } from '../catalogue';

// सर्वर तक न पहुँच पाने पर पेज लोड होने पर दिखने वाला पेज (docs/decisions/0004-web-client.md#offline).
export const offline = {
  title: 'कनेक्शन नहीं है',
  body: 'MandiBook सर्वर तक नहीं पहुँच पा रहा। नेटवर्क केबल या वाई-फ़ाई जाँचें, फिर दोबारा कोशिश करें।',
  safe: 'पहले सेव की गई हर चीज़ सर्वर पर सुरक्षित है।',
  retry: 'दोबारा कोशिश करें',
  checking: 'जाँच हो रही है...',
  still: 'अब भी कनेक्शन नहीं है। थोड़ी देर बाद फिर कोशिश करें।',
} as const satisfies Translation<typeof en>;
