import { sectionsToHtml } from './html';

/** The agency's terms of use of its website, in the four site languages. */
export const termsOfUseHtml = {
  nl: sectionsToHtml([
    [
      'Toepassing',
      'Deze voorwaarden gelden voor elk gebruik van de website van Vitrine Immo BV, Korenmarkt 12, 9000 Gent, ondernemingsnummer 0712.345.678. Wie de website gebruikt, aanvaardt deze voorwaarden.',
    ],
    [
      'Informatie over het aanbod',
      'Wij stellen de beschrijvingen, prijzen, oppervlaktes en attesten van ons aanbod met de grootste zorg op, op basis van de gegevens van de eigenaars en de bevoegde overheden. Ze zijn informatief en vormen geen aanbod in juridische zin; alleen de ondertekende overeenkomst bindt de partijen. Vermelde prijzen zijn zonder kosten, tenzij anders aangegeven. De verplichte informatie over stedenbouw, overstromingsgevoeligheid en energieprestatie volgt de regelgeving van het gewest waar het pand ligt.',
    ],
    [
      'Bezoeken en reservaties',
      'Een geboekt bezoek kunt u annuleren via de link in uw bevestigingsmail. Een aanvraag voor een vakantieverblijf is pas een reservatie nadat wij die schriftelijk bevestigd hebben en het voorschot betaald is.',
    ],
    [
      'Intellectuele eigendom',
      'Teksten, foto’s, plannen, logo’s en de vormgeving van deze website zijn beschermd. U mag ze raadplegen en voor persoonlijk gebruik delen, maar niet overnemen, verspreiden of automatisch verzamelen zonder onze schriftelijke toestemming.',
    ],
    [
      'Aansprakelijkheid',
      'Wij doen al het redelijke om de website beschikbaar en juist te houden, maar kunnen onderbrekingen of fouten niet uitsluiten. Wij zijn niet aansprakelijk voor schade door het gebruik van de website of van websites van derden waarnaar wij verwijzen.',
    ],
    [
      'Beroepsregels',
      'Vitrine Immo BV is erkend vastgoedmakelaar (BIV 504.123) en onderworpen aan de deontologische code van het Beroepsinstituut van Vastgoedmakelaars, Luxemburgstraat 16B, 1000 Brussel (www.biv.be).',
    ],
    [
      'Toepasselijk recht',
      'Op deze voorwaarden is het Belgisch recht van toepassing. Geschillen behoren tot de bevoegdheid van de rechtbanken van Gent, onverminderd de dwingende regels die de consument beschermen.',
    ],
  ]),
  fr: sectionsToHtml([
    [
      'Champ d’application',
      'Les présentes conditions s’appliquent à toute utilisation du site de Vitrine Immo SRL, Korenmarkt 12, 9000 Gand, numéro d’entreprise 0712.345.678. En utilisant le site, vous acceptez ces conditions.',
    ],
    [
      'Informations sur nos biens',
      'Nous rédigeons les descriptions, prix, surfaces et certificats de nos biens avec le plus grand soin, sur la base des données fournies par les propriétaires et les autorités compétentes. Elles sont données à titre informatif et ne constituent pas une offre au sens juridique ; seul le contrat signé engage les parties. Les prix s’entendent hors frais, sauf mention contraire. Les informations obligatoires en matière d’urbanisme, d’inondation et de performance énergétique suivent la réglementation de la région où se situe le bien.',
    ],
    [
      'Visites et réservations',
      'Une visite réservée peut être annulée via le lien de votre e-mail de confirmation. Une demande de séjour de vacances ne devient une réservation qu’après notre confirmation écrite et le paiement de l’acompte.',
    ],
    [
      'Propriété intellectuelle',
      'Les textes, photos, plans, logos et la mise en page de ce site sont protégés. Vous pouvez les consulter et les partager pour un usage personnel, mais non les reproduire, les diffuser ou les collecter automatiquement sans notre accord écrit.',
    ],
    [
      'Responsabilité',
      'Nous faisons tout ce qui est raisonnable pour que le site soit disponible et exact, mais ne pouvons exclure des interruptions ou des erreurs. Nous ne sommes pas responsables des dommages liés à l’utilisation du site ou des sites de tiers vers lesquels nous renvoyons.',
    ],
    [
      'Règles professionnelles',
      'Vitrine Immo SRL est agent immobilier agréé (IPI 504.123) et soumis au code de déontologie de l’Institut professionnel des agents immobiliers, rue du Luxembourg 16B, 1000 Bruxelles (www.ipi.be).',
    ],
    [
      'Droit applicable',
      'Ces conditions sont régies par le droit belge. Les litiges relèvent des tribunaux de Gand, sans préjudice des règles impératives protégeant le consommateur.',
    ],
  ]),
  en: sectionsToHtml([
    [
      'Scope',
      'These terms apply to any use of the website of Vitrine Immo BV, Korenmarkt 12, 9000 Ghent, company number 0712.345.678. By using the website you accept these terms.',
    ],
    [
      'Information about our listings',
      'We write the descriptions, prices, surfaces and certificates of our listings with the greatest care, based on information from the owners and the competent authorities. They are for information only and are not an offer in the legal sense; only a signed agreement binds the parties. Prices exclude costs unless stated otherwise. The mandatory information on planning, flood risk and energy performance follows the rules of the region where the property lies.',
    ],
    [
      'Viewings and bookings',
      'A booked viewing can be cancelled through the link in your confirmation e-mail. A request for a holiday stay only becomes a booking once we have confirmed it in writing and the deposit has been paid.',
    ],
    [
      'Intellectual property',
      'The texts, photos, plans, logos and design of this website are protected. You may view them and share them for personal use, but not copy, distribute or harvest them automatically without our written consent.',
    ],
    [
      'Liability',
      'We do everything reasonable to keep the website available and accurate, but cannot rule out interruptions or errors. We are not liable for damage arising from the use of the website or of third-party websites we link to.',
    ],
    [
      'Professional rules',
      'Vitrine Immo BV is a licensed estate agent (BIV 504.123) bound by the code of ethics of the Professional Institute of Real Estate Agents, Rue du Luxembourg 16B, 1000 Brussels (www.biv.be).',
    ],
    [
      'Governing law',
      'These terms are governed by Belgian law. Disputes fall under the courts of Ghent, without prejudice to the mandatory rules that protect consumers.',
    ],
  ]),
  de: sectionsToHtml([
    [
      'Geltungsbereich',
      'Diese Bedingungen gelten für jede Nutzung der Website der Vitrine Immo BV, Korenmarkt 12, 9000 Gent, Unternehmensnummer 0712.345.678. Mit der Nutzung der Website akzeptieren Sie diese Bedingungen.',
    ],
    [
      'Angaben zu unseren Immobilien',
      'Wir erstellen Beschreibungen, Preise, Flächen und Bescheinigungen unserer Angebote mit größter Sorgfalt auf Grundlage der Angaben der Eigentümer und der zuständigen Behörden. Sie dienen der Information und sind kein Angebot im rechtlichen Sinne; nur der unterzeichnete Vertrag bindet die Parteien. Preise verstehen sich ohne Nebenkosten, sofern nicht anders angegeben. Die Pflichtangaben zu Städtebau, Hochwasserrisiko und Energieeffizienz folgen den Vorschriften der Region, in der die Immobilie liegt.',
    ],
    [
      'Besichtigungen und Reservierungen',
      'Eine gebuchte Besichtigung können Sie über den Link in Ihrer Bestätigungs-E-Mail absagen. Eine Anfrage für einen Ferienaufenthalt wird erst zur Reservierung, wenn wir sie schriftlich bestätigt haben und die Anzahlung eingegangen ist.',
    ],
    [
      'Geistiges Eigentum',
      'Texte, Fotos, Pläne, Logos und die Gestaltung dieser Website sind geschützt. Sie dürfen sie ansehen und für den persönlichen Gebrauch teilen, aber ohne unsere schriftliche Zustimmung weder übernehmen, verbreiten noch automatisch erfassen.',
    ],
    [
      'Haftung',
      'Wir tun alles Zumutbare, damit die Website verfügbar und korrekt ist, können Unterbrechungen oder Fehler aber nicht ausschließen. Wir haften nicht für Schäden aus der Nutzung der Website oder verlinkter Websites Dritter.',
    ],
    [
      'Berufsregeln',
      'Vitrine Immo BV ist zugelassener Immobilienmakler (BIV 504.123) und unterliegt dem Berufskodex des Berufsinstituts der Immobilienmakler, Rue du Luxembourg 16B, 1000 Brüssel.',
    ],
    [
      'Anwendbares Recht',
      'Für diese Bedingungen gilt belgisches Recht. Für Streitigkeiten sind die Gerichte von Gent zuständig, unbeschadet zwingender Verbraucherschutzvorschriften.',
    ],
  ]),
};
