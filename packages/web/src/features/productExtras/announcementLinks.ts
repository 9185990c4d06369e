import { t, type AnnouncementCategory } from '@funddesk/core';

/** The Chinese name of an announcement kind (产品上线, 规则变更, 休市安排). */
export function categoryText(category: AnnouncementCategory): string {
  return t(`productExtras.announcement.category.${category}`);
}

/** The path of an announcement's detail page (/product/announcementdetail?id=…). */
export const announcementPath = (id: string) => `/product/announcementdetail?id=${encodeURIComponent(id)}`;
