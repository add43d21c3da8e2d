import { inFour } from '../localized';
import { paragraphsToHtml } from './html';

export const homeHero = {
  title: inFour(
    'Uw thuis in België begint hier',
    'Votre chez-vous en Belgique commence ici',
    'Your home in Belgium starts here',
    'Ihr Zuhause in Belgien beginnt hier',
  ),
  subtitle: inFour(
    'Woningen, appartementen, nieuwbouw en vakantieverblijven, van de kust tot de Ardennen',
    'Maisons, appartements, projets neufs et séjours de vacances, de la côte aux Ardennes',
    'Houses, apartments, new builds and holiday homes, from the coast to the Ardennes',
    'Häuser, Wohnungen, Neubauten und Ferienunterkünfte, von der Küste bis in die Ardennen',
  ),
};

export const homeIntroHtml = {
  nl: paragraphsToHtml([
    'Al meer dan twintig jaar begeleidt Vitrine Immo kopers, verkopers, huurders en verhuurders in heel België. Vanuit onze kantoren in Gent, Brussel en Namen kennen wij de lokale markt door en door.',
    'Zoekt u een gezinswoning, een appartement in de stad, een bouwgrond of een vakantieverblijf aan zee? Blader door ons aanbod, bewaar uw favorieten en plan meteen een bezoek.',
  ]),
  fr: paragraphsToHtml([
    'Depuis plus de vingt ans, Vitrine Immo accompagne acheteurs, vendeurs, locataires et bailleurs dans toute la Belgique. Depuis nos agences de Gand, Bruxelles et Namur, nous connaissons le marché local sur le bout des doigts.',
    'Vous cherchez une maison familiale, un appartement en ville, un terrain à bâtir ou un séjour à la mer ? Parcourez notre offre, enregistrez vos favoris et planifiez directement une visite.',
  ]),
  en: paragraphsToHtml([
    'For more than twenty years Vitrine Immo has guided buyers, sellers, tenants and landlords all over Belgium. From our offices in Ghent, Brussels and Namur we know the local market inside out.',
    'Looking for a family home, a city apartment, a building plot or a holiday stay by the sea? Browse our listings, save your favourites and book a viewing straight away.',
  ]),
  de: paragraphsToHtml([
    'Seit mehr als zwanzig Jahren begleitet Vitrine Immo Käufer, Verkäufer, Mieter und Vermieter in ganz Belgien. Von unseren Büros in Gent, Brüssel und Namur aus kennen wir den lokalen Markt bestens.',
    'Sie suchen ein Familienhaus, eine Stadtwohnung, ein Baugrundstück oder einen Urlaub am Meer? Stöbern Sie in unserem Angebot, speichern Sie Ihre Favoriten und vereinbaren Sie direkt eine Besichtigung.',
  ]),
};

export const valuationCta = {
  title: inFour(
    'Wat is uw woning waard?',
    'Combien vaut votre bien ?',
    'What is your home worth?',
    'Was ist Ihre Immobilie wert?',
  ),
  text: inFour(
    'Vraag een gratis en vrijblijvende schatting aan door een erkend vastgoedmakelaar.',
    'Demandez une estimation gratuite et sans engagement par un agent immobilier agréé.',
    'Ask a licensed estate agent for a free valuation, with no obligation.',
    'Fordern Sie eine kostenlose und unverbindliche Bewertung durch einen zugelassenen Makler an.',
  ),
  label: inFour('Neem contact op', 'Contactez-nous', 'Contact us', 'Kontakt aufnehmen'),
};

export const aboutHtml = {
  nl: paragraphsToHtml([
    'Vitrine Immo werd in 2004 opgericht in Gent door Sofie Claes. Wat begon als een klein kantoor aan de Korenmarkt, groeide uit tot een team van zes mensen met kantoren in Gent, Brussel en Namen.',
    'Wij verkopen en verhuren woningen, appartementen, bouwgronden en handelspanden, begeleiden nieuwbouwprojecten van plan tot oplevering en beheren vakantieverblijven aan de kust en in de Ardennen.',
    'Als erkende vastgoedmakelaars (BIV) werken wij volgens een strikte deontologie: correcte informatie, duidelijke afspraken en een persoonlijke opvolging van elk dossier.',
  ]),
  fr: paragraphsToHtml([
    'Vitrine Immo a été fondée en 2004 à Gand par Sofie Claes. Le petit bureau du Korenmarkt est devenu une équipe de six personnes avec des agences à Gand, Bruxelles et Namur.',
    'Nous vendons et louons maisons, appartements, terrains et surfaces commerciales, accompagnons des projets neufs du plan à la livraison et gérons des locations de vacances à la côte et dans les Ardennes.',
    'En tant qu’agents immobiliers agréés (IPI), nous suivons une déontologie stricte : une information correcte, des accords clairs et un suivi personnel de chaque dossier.',
  ]),
  en: paragraphsToHtml([
    'Vitrine Immo was founded in Ghent in 2004 by Sofie Claes. What started as a small office on the Korenmarkt has grown into a team of six with offices in Ghent, Brussels and Namur.',
    'We sell and let houses, apartments, building plots and commercial premises, guide new-build projects from plan to handover, and manage holiday homes at the coast and in the Ardennes.',
    'As licensed estate agents (BIV) we follow a strict code of ethics: accurate information, clear agreements and personal follow-up of every file.',
  ]),
  de: paragraphsToHtml([
    'Vitrine Immo wurde 2004 von Sofie Claes in Gent gegründet. Aus einem kleinen Büro am Korenmarkt ist ein Team von sechs Personen mit Büros in Gent, Brüssel und Namur geworden.',
    'Wir verkaufen und vermieten Häuser, Wohnungen, Baugrundstücke und Gewerbeimmobilien, begleiten Neubauprojekte vom Plan bis zur Übergabe und verwalten Ferienunterkünfte an der Küste und in den Ardennen.',
    'Als zugelassene Immobilienmakler (BIV) folgen wir einem strengen Berufskodex: korrekte Informationen, klare Absprachen und eine persönliche Betreuung jedes Dossiers.',
  ]),
};

/** One introduction line per listing page, shown above the results. */
export const listingIntros = {
  forSale: inFour(
    'Ontdek ons volledige aanbod te koop in heel België.',
    'Découvrez toute notre offre à vendre en Belgique.',
    'Discover all our properties for sale across Belgium.',
    'Entdecken Sie unser gesamtes Verkaufsangebot in ganz Belgien.',
  ),
  forRent: inFour(
    'Woningen, appartementen en handelspanden te huur.',
    'Maisons, appartements et commerces à louer.',
    'Houses, apartments and commercial premises to let.',
    'Häuser, Wohnungen und Gewerbeflächen zur Miete.',
  ),
  newProjects: inFour(
    'Nieuwbouwprojecten met appartementen per verdieping.',
    'Projets neufs avec leurs appartements par étage.',
    'New-build projects with their apartments per floor.',
    'Neubauprojekte mit ihren Wohnungen pro Etage.',
  ),
  holidayRentals: inFour(
    'Vakantieverblijven aan de kust en in de Ardennen, per week, weekend of midweek.',
    'Séjours à la côte et dans les Ardennes, à la semaine, au week-end ou en semaine courte.',
    'Holiday homes at the coast and in the Ardennes, by the week, weekend or midweek.',
    'Ferienunterkünfte an der Küste und in den Ardennen, pro Woche, Wochenende oder Kurzwoche.',
  ),
};
