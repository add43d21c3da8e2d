import { sectionsToHtml } from './html';

/** The agency's privacy statement (GDPR), as published on its own site, in the four site languages. */
export const privacyStatementHtml = {
  nl: sectionsToHtml([
    [
      'Wie zijn wij?',
      'Vitrine Immo BV, Korenmarkt 12, 9000 Gent, ondernemingsnummer 0712.345.678, erkend vastgoedmakelaar BIV 504.123, is verantwoordelijk voor de verwerking van uw persoonsgegevens via deze website. U bereikt ons voor alle vragen over privacy op privacy@vitrine-immo.be.',
    ],
    [
      'Welke gegevens verwerken wij?',
      'Wanneer u een contactformulier invult, een bezoek boekt, een vakantieverblijf aanvraagt of zich inschrijft op nieuw aanbod, verwerken wij uw naam, e-mailadres, telefoonnummer, uw bericht en uw zoekcriteria. Voor de beveiliging van de website bewaren wij daarnaast technische gegevens zoals uw IP-adres en browsertype.',
    ],
    [
      'Waarom en op welke grond?',
      'Wij gebruiken uw gegevens om uw vraag te beantwoorden en een bezoek of reservatie te organiseren (precontractuele maatregelen, art. 6.1.b AVG), om u nieuw aanbod te sturen als u daarvoor toestemming gaf (art. 6.1.a AVG), om te voldoen aan wettelijke verplichtingen zoals de antiwitwaswet van 18 september 2017 (art. 6.1.c AVG) en om onze website veilig en bruikbaar te houden (gerechtvaardigd belang, art. 6.1.f AVG).',
    ],
    [
      'Wie ontvangt uw gegevens?',
      'Alleen wie ze nodig heeft: de eigenaar van het pand waarover u een vraag stelt (enkel uw naam en contactgegevens), de notaris bij een verkoop, en onze IT-leveranciers, die met ons een verwerkersovereenkomst sloten. Wij verkopen uw gegevens nooit en verwerken ze binnen de Europese Economische Ruimte.',
    ],
    [
      'Hoe lang bewaren wij ze?',
      'Contactaanvragen bewaren wij tot twee jaar na het laatste contact. Dossiers die onder de antiwitwaswet vallen, bewaren wij tien jaar. Uw inschrijving op nieuw aanbod loopt tot u zich uitschrijft, wat met één klik onderaan elke e-mail kan.',
    ],
    [
      'Uw rechten',
      'U hebt het recht op inzage, verbetering, wissing en beperking van uw gegevens, het recht om bezwaar te maken en het recht op overdraagbaarheid. Een gegeven toestemming kunt u altijd intrekken. Stuur uw verzoek naar privacy@vitrine-immo.be; wij antwoorden binnen een maand. Bent u het niet eens met onze aanpak, dan kunt u klacht indienen bij de Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel (www.gegevensbeschermingsautoriteit.be).',
    ],
    [
      'Cookies en opslag in uw browser',
      'Deze website plaatst één cookie: NEXT_LOCALE onthoudt tijdens uw bezoek in welke taal u leest, en verdwijnt wanneer u uw browser sluit. Uw favorieten worden enkel in uw eigen browser bewaard (local storage), en de plaats die u opgeeft om in de buurt te zoeken alleen zolang het tabblad openstaat. Wij gebruiken geen statistiek-, advertentie- of trackingcookies. Omdat alles wat overblijft nodig is voor wat u zelf vraagt, vragen wij geen toestemming voor cookies.',
    ],
    [
      'Diensten van derden, alleen wanneer u erom vraagt',
      'Geen enkele andere partij hoort van uw bezoek wanneer u een pagina opent. De kaarten halen hun kaartbeelden via onze eigen server op: de kaartleverancier (OpenStreetMap) ziet uw IP-adres niet. Een video van YouTube (Google) of Vimeo laadt pas wanneer u op afspelen drukt; YouTube speelt dan af vanaf youtube-nocookie.com en Vimeo met de optie "do not track". Sommige formulieren worden beschermd door Google reCAPTCHA; die laadt pas wanneer u begint een van die formulieren in te vullen, en Google ontvangt dan uw IP-adres en browsergegevens om mensen van robots te onderscheiden (gerechtvaardigd belang, art. 6.1.f AVG). Zie het privacybeleid van Google (policies.google.com/privacy).',
    ],
    [
      'Wijzigingen',
      'Wij kunnen deze verklaring aanpassen wanneer de wet of onze werkwijze verandert. Deze versie dateert van 26 november 2026.',
    ],
  ]),
  fr: sectionsToHtml([
    [
      'Qui sommes-nous ?',
      'Vitrine Immo SRL, Korenmarkt 12, 9000 Gand, numéro d’entreprise 0712.345.678, agent immobilier agréé IPI 504.123, est responsable du traitement de vos données personnelles via ce site. Pour toute question relative à la vie privée, écrivez-nous à privacy@vitrine-immo.be.',
    ],
    [
      'Quelles données traitons-nous ?',
      'Lorsque vous remplissez un formulaire de contact, réservez une visite, demandez un séjour de vacances ou vous inscrivez aux nouvelles offres, nous traitons vos nom, adresse e-mail, numéro de téléphone, message et critères de recherche. Pour la sécurité du site, nous conservons aussi des données techniques comme votre adresse IP et votre type de navigateur.',
    ],
    [
      'Pourquoi et sur quelle base ?',
      'Nous utilisons vos données pour répondre à votre demande et organiser une visite ou une réservation (mesures précontractuelles, art. 6.1.b RGPD), pour vous envoyer de nouvelles offres si vous y avez consenti (art. 6.1.a RGPD), pour respecter nos obligations légales, dont la loi anti-blanchiment du 18 septembre 2017 (art. 6.1.c RGPD), et pour garder notre site sûr et utilisable (intérêt légitime, art. 6.1.f RGPD).',
    ],
    [
      'Qui reçoit vos données ?',
      'Uniquement les personnes qui en ont besoin : le propriétaire du bien qui vous intéresse (vos nom et coordonnées seulement), le notaire en cas de vente et nos prestataires informatiques, liés par un contrat de sous-traitance. Nous ne vendons jamais vos données et les traitons au sein de l’Espace économique européen.',
    ],
    [
      'Combien de temps les gardons-nous ?',
      'Les demandes de contact sont conservées deux ans après le dernier contact. Les dossiers soumis à la loi anti-blanchiment sont conservés dix ans. Votre inscription aux nouvelles offres dure jusqu’à votre désinscription, possible en un clic au bas de chaque e-mail.',
    ],
    [
      'Vos droits',
      'Vous disposez d’un droit d’accès, de rectification, d’effacement et de limitation, d’un droit d’opposition et d’un droit à la portabilité. Vous pouvez retirer votre consentement à tout moment. Envoyez votre demande à privacy@vitrine-immo.be ; nous répondons dans le mois. Si vous n’êtes pas satisfait, vous pouvez introduire une plainte auprès de l’Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles (www.autoriteprotectiondonnees.be).',
    ],
    [
      'Cookies et stockage dans votre navigateur',
      'Ce site dépose un seul cookie : NEXT_LOCALE retient, pendant votre visite, la langue dans laquelle vous lisez, et disparaît à la fermeture de votre navigateur. Vos favoris restent uniquement dans votre propre navigateur (local storage), et le lieu que vous indiquez pour chercher à proximité seulement tant que l’onglet est ouvert. Nous n’utilisons aucun cookie de statistiques, de publicité ou de traçage. Comme tout ce qui reste est nécessaire à ce que vous demandez vous-même, nous ne vous demandons pas de consentement aux cookies.',
    ],
    [
      'Services de tiers, seulement à votre demande',
      'Aucun tiers n’apprend votre visite lorsque vous ouvrez une page. Les cartes reçoivent leurs images par notre propre serveur : le fournisseur de cartes (OpenStreetMap) ne voit pas votre adresse IP. Une vidéo de YouTube (Google) ou de Vimeo ne se charge que lorsque vous appuyez sur lecture ; YouTube la diffuse alors depuis youtube-nocookie.com et Vimeo avec l’option « do not track ». Certains formulaires sont protégés par Google reCAPTCHA ; il ne se charge que lorsque vous commencez à remplir l’un de ces formulaires, et Google reçoit alors votre adresse IP et des données de votre navigateur pour distinguer les personnes des robots (intérêt légitime, art. 6.1.f RGPD). Voir la politique de confidentialité de Google (policies.google.com/privacy).',
    ],
    [
      'Modifications',
      'Nous pouvons adapter cette déclaration lorsque la loi ou nos méthodes de travail changent. Cette version date du 26 novembre 2026.',
    ],
  ]),
  en: sectionsToHtml([
    [
      'Who we are',
      'Vitrine Immo BV, Korenmarkt 12, 9000 Ghent, company number 0712.345.678, licensed estate agent BIV 504.123, is the controller of the personal data processed through this website. For any privacy question, write to privacy@vitrine-immo.be.',
    ],
    [
      'What data we process',
      'When you fill in a contact form, book a viewing, request a holiday stay or sign up for new listings, we process your name, e-mail address, phone number, message and search criteria. To keep the website secure we also keep technical data such as your IP address and browser type.',
    ],
    [
      'Why, and on what legal basis',
      'We use your data to answer your request and arrange a viewing or booking (steps prior to a contract, Art. 6(1)(b) GDPR), to send you new listings if you consented to it (Art. 6(1)(a) GDPR), to meet legal obligations such as the Belgian anti-money-laundering act of 18 September 2017 (Art. 6(1)(c) GDPR), and to keep our website safe and usable (legitimate interest, Art. 6(1)(f) GDPR).',
    ],
    [
      'Who receives your data',
      'Only those who need it: the owner of the property you ask about (just your name and contact details), the notary in a sale, and our IT suppliers, who are bound by a data processing agreement. We never sell your data, and we process it within the European Economic Area.',
    ],
    [
      'How long we keep it',
      'Contact requests are kept for two years after the last contact. Files covered by the anti-money-laundering act are kept for ten years. Your sign-up for new listings lasts until you unsubscribe, which takes one click at the bottom of every e-mail.',
    ],
    [
      'Your rights',
      'You have the right of access, rectification, erasure and restriction, the right to object and the right to data portability. You may withdraw a consent at any time. Send your request to privacy@vitrine-immo.be; we reply within one month. If you disagree with how we handle your data, you can lodge a complaint with the Belgian Data Protection Authority, Rue de la Presse 35, 1000 Brussels (www.dataprotectionauthority.be).',
    ],
    [
      'Cookies and storage in your browser',
      'This website sets one cookie: NEXT_LOCALE remembers, during your visit, the language you read in, and is gone when you close your browser. Your favourites are stored in your own browser only (local storage), and the place you give to search nearby only while the tab is open. We use no statistics, advertising or tracking cookies. As everything that remains is needed for what you ask for yourself, we do not ask for cookie consent.',
    ],
    [
      'Third-party services, only when you ask for them',
      'No other party hears of your visit when you open a page. The maps get their images through our own server: the map provider (OpenStreetMap) does not see your IP address. A video from YouTube (Google) or Vimeo loads only when you press play; YouTube then plays it from youtube-nocookie.com and Vimeo with its "do not track" option. Some forms are protected by Google reCAPTCHA; it loads only when you start filling in one of those forms, and Google then receives your IP address and browser data to tell people from bots (legitimate interest, Art. 6(1)(f) GDPR). See Google’s privacy policy (policies.google.com/privacy).',
    ],
    [
      'Changes',
      'We may update this statement when the law or our way of working changes. This version dates from 26 November 2026.',
    ],
  ]),
  de: sectionsToHtml([
    [
      'Wer wir sind',
      'Vitrine Immo BV, Korenmarkt 12, 9000 Gent, Unternehmensnummer 0712.345.678, zugelassener Immobilienmakler BIV 504.123, ist Verantwortlicher für die Verarbeitung Ihrer personenbezogenen Daten über diese Website. Bei Fragen zum Datenschutz schreiben Sie uns an privacy@vitrine-immo.be.',
    ],
    [
      'Welche Daten wir verarbeiten',
      'Wenn Sie ein Kontaktformular ausfüllen, eine Besichtigung buchen, einen Ferienaufenthalt anfragen oder neue Angebote abonnieren, verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse, Telefonnummer, Nachricht und Suchkriterien. Zur Sicherheit der Website speichern wir außerdem technische Daten wie Ihre IP-Adresse und Ihren Browsertyp.',
    ],
    [
      'Zweck und Rechtsgrundlage',
      'Wir verwenden Ihre Daten, um Ihre Anfrage zu beantworten und eine Besichtigung oder Reservierung zu organisieren (vorvertragliche Maßnahmen, Art. 6 Abs. 1 lit. b DSGVO), um Ihnen mit Ihrer Einwilligung neue Angebote zu senden (Art. 6 Abs. 1 lit. a DSGVO), um gesetzliche Pflichten wie das belgische Geldwäschegesetz vom 18. September 2017 zu erfüllen (Art. 6 Abs. 1 lit. c DSGVO) und um unsere Website sicher und nutzbar zu halten (berechtigtes Interesse, Art. 6 Abs. 1 lit. f DSGVO).',
    ],
    [
      'Wer Ihre Daten erhält',
      'Nur wer sie braucht: der Eigentümer der Immobilie, nach der Sie fragen (nur Ihr Name und Ihre Kontaktdaten), der Notar bei einem Verkauf und unsere IT-Dienstleister, die an einen Auftragsverarbeitungsvertrag gebunden sind. Wir verkaufen Ihre Daten niemals und verarbeiten sie im Europäischen Wirtschaftsraum.',
    ],
    [
      'Wie lange wir sie speichern',
      'Kontaktanfragen speichern wir bis zwei Jahre nach dem letzten Kontakt. Unterlagen nach dem Geldwäschegesetz bewahren wir zehn Jahre auf. Ihr Abonnement neuer Angebote läuft, bis Sie es kündigen, mit einem Klick am Ende jeder E-Mail.',
    ],
    [
      'Ihre Rechte',
      'Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung, das Widerspruchsrecht und das Recht auf Datenübertragbarkeit. Eine Einwilligung können Sie jederzeit widerrufen. Senden Sie Ihre Anfrage an privacy@vitrine-immo.be; wir antworten innerhalb eines Monats. Sind Sie mit unserem Umgang nicht einverstanden, können Sie bei der belgischen Datenschutzbehörde, Rue de la Presse 35, 1000 Brüssel, Beschwerde einlegen.',
    ],
    [
      'Cookies und Speicherung in Ihrem Browser',
      'Diese Website setzt ein einziges Cookie: NEXT_LOCALE merkt sich während Ihres Besuchs, in welcher Sprache Sie lesen, und verschwindet, wenn Sie Ihren Browser schließen. Ihre Favoriten bleiben ausschließlich in Ihrem eigenen Browser (Local Storage), und der Ort, den Sie für die Umkreissuche angeben, nur solange der Tab geöffnet ist. Wir verwenden keine Statistik-, Werbe- oder Tracking-Cookies. Da alles Übrige für das nötig ist, worum Sie selbst bitten, fragen wir keine Einwilligung für Cookies an.',
    ],
    [
      'Dienste Dritter, nur auf Ihren Wunsch',
      'Kein Dritter erfährt von Ihrem Besuch, wenn Sie eine Seite öffnen. Die Karten beziehen ihre Kartenbilder über unseren eigenen Server: Der Kartenanbieter (OpenStreetMap) sieht Ihre IP-Adresse nicht. Ein Video von YouTube (Google) oder Vimeo wird erst geladen, wenn Sie auf Abspielen drücken; YouTube spielt es dann von youtube-nocookie.com ab und Vimeo mit der Option „do not track“. Einige Formulare sind durch Google reCAPTCHA geschützt; es wird erst geladen, wenn Sie beginnen, eines dieser Formulare auszufüllen, und Google erhält dann Ihre IP-Adresse und Browserdaten, um Menschen von Bots zu unterscheiden (berechtigtes Interesse, Art. 6 Abs. 1 lit. f DSGVO). Siehe die Datenschutzerklärung von Google (policies.google.com/privacy).',
    ],
    [
      'Änderungen',
      'Wir können diese Erklärung anpassen, wenn sich das Gesetz oder unsere Arbeitsweise ändert. Diese Fassung stammt vom 26. November 2026.',
    ],
  ]),
};
