/** A phone number as a tel: link's address: its digits and a leading +, nothing else. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
