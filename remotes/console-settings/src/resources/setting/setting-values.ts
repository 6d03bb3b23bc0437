import { z } from 'zod';
import { defaultPrivacySettings, privacySettings, settingInput } from '@taesung/shared/schemas';
import type { SettingInput, SettingRecord } from '@taesung/shared';

/** One notification recipient per line of the form (a field array holds objects). */
const recipient = <Schema extends z.ZodType<string>>(value: Schema) => z.array(z.object({ value })).max(20);

/** The settings' form: the API's input, with the recipients as lines and the offices' photos left out (uploaded apart). */
export const settingForm = settingInput.extend({
  notificationRecipients: z.object({ email: recipient(z.email()), sms: recipient(z.string().trim().min(1)) }),
  privacy: privacySettings,
});
export type SettingFormValues = z.input<typeof settingForm>;

export const settingToForm = (setting: SettingRecord): SettingFormValues => ({
  ...setting,
  offices: setting.offices.map(({ image: _image, ...office }) => office),
  privacy: { ...defaultPrivacySettings, ...(setting as { privacy?: Partial<typeof defaultPrivacySettings> }).privacy },
  notificationRecipients: {
    email: setting.notificationRecipients.email.map((value) => ({ value })),
    sms: setting.notificationRecipients.sms.map((value) => ({ value })),
  },
});

export const formToSetting = (values: z.output<typeof settingForm>): SettingInput => ({
  ...values,
  notificationRecipients: {
    email: values.notificationRecipients.email.map((line) => line.value),
    sms: values.notificationRecipients.sms.map((line) => line.value),
  },
});

export const socialNetworks = ['youtube', 'blog', 'instagram', 'facebook', 'twitter'] as const;
