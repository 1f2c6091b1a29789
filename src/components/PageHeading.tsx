import { useTranslation } from "react-i18next";

export function PageHeading({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <h1 className="page-title">{t(titleKey)}</h1>;
}
