import type { Destination } from '../types.ts';

export const newYorkMiami: Destination = {
  id: 'new-york-miami',
  title: 'New York & Miami',
  description:
    'Cinque giorni a Manhattan tra Top of the Rock, MoMA, Central Park in bici, il ponte di Brooklyn e uno spettacolo a Broadway; poi il sole di Miami, con gli hotel Art Deco di South Beach, i murales di Wynwood, il domino di Little Havana e l’airboat nelle Everglades.',
  price: 2900,
  tripDays: 10,
  categoryId: 'city',
  flights:
    'Voli di linea diretti da Roma Fiumicino e Milano Malpensa per New York JFK, volo interno da LaGuardia a Miami (circa 3 ore) e rientro da Miami con scalo in Europa. Bagaglio da 23 kg incluso su tutte le tratte.',
  hotels: [
    {
      name: 'Hotel Riu Plaza New York Times Square',
      stars: 4,
      description:
        'Sulla 46ª strada, a due isolati da Times Square e dai teatri di Broadway, con camere moderne e colazione a buffet abbondante.',
    },
    {
      name: 'Kimpton Surfcomber Miami, South Beach',
      stars: 4,
      description:
        'Palazzo Art Deco del 1948 su Collins Avenue, con piscina, accesso diretto alla spiaggia e Ocean Drive a dieci minuti a piedi.',
    },
  ],
  experiences: [
    {
      title: 'Tramonto dal Top of the Rock',
      description:
        'Dal 70° piano del Rockefeller Center hai l’Empire State Building davanti e tutto il rettangolo verde di Central Park alle spalle.',
    },
    {
      title: 'A piedi sul ponte di Brooklyn',
      description:
        'Due chilometri sulla passerella di legno fino a DUMBO, con lo skyline di Lower Manhattan che si allontana alle tue spalle.',
    },
    {
      title: 'Una sera a Broadway',
      description:
        'Biglietti già in tasca per un grande musical in un teatro storico del Theater District, a pochi passi dall’hotel.',
    },
    {
      title: 'Airboat nelle Everglades',
      description:
        'Scivoli a pelo d’acqua tra le erbe della "river of grass" e gli alligatori che prendono il sole sulle rive.',
    },
    {
      title: 'Little Havana e Calle Ocho',
      description:
        'Cafecito, croquetas, sigari arrotolati a mano e le partite a domino dei vecchi cubani nel Máximo Gómez Park.',
    },
  ],
  includes: [
    'Voli di linea A/R dall’Italia e volo interno New York–Miami, con bagaglio da 23 kg e tasse',
    '9 notti in hotel 4 stelle: 5 a Manhattan e 4 a South Beach',
    'Colazione ogni giorno, pranzo soul food ad Harlem, cena di benvenuto a New York e di arrivederci a Miami',
    'Trasferimenti privati da e per gli aeroporti e abbonamento alla metropolitana di New York',
    'Visite guidate in italiano di Midtown, Downtown e Harlem, tour Art Deco di South Beach e di Wynwood',
    'Ingressi a Top of the Rock e MoMA, biglietto per uno spettacolo a Broadway e noleggio bici a Central Park',
    'Escursione in airboat nelle Everglades e pomeriggio guidato a Little Havana',
    'Due coordinatori Maestrale Viaggi per tutto il viaggio, gruppo di massimo 10 persone',
    'Assicurazione medico-bagaglio completa, con massimale adeguato agli Stati Uniti',
  ],
  itinerary: [
    {
      day: 1,
      title: 'Volo per New York',
      description:
        'Ritrovo in aeroporto con i due coordinatori e volo diretto per New York: con sei ore di fuso atterri al JFK nel primo pomeriggio. Il pullman privato attraversa il Queens e il Midtown Tunnel, e al tramonto sei già in mezzo agli schermi di Times Square, pronto per il primo hamburger a Hell’s Kitchen.',
      activities: [
        {
          time: '10:30',
          title: 'Volo diretto per New York JFK',
          type: 'flight',
          location: 'Roma Fiumicino / Milano Malpensa',
        },
        {
          time: '14:00',
          title: 'Arrivo e trasferimento privato a Manhattan',
          type: 'transfer',
          location: 'Aeroporto JFK',
        },
        {
          time: '16:30',
          title: 'Check-in',
          type: 'hotel',
          location: 'Hotel Riu Plaza New York Times Square',
        },
        {
          time: 'Sera',
          title: 'Passeggiata a Times Square e cena di benvenuto',
          type: 'food',
          location: 'Hell’s Kitchen',
        },
      ],
    },
    {
      day: 2,
      title: 'Midtown, MoMA e Top of the Rock',
      description:
        'Sotto la volta stellata di Grand Central provi la "whispering gallery", poi la sala di lettura della New York Public Library, Bryant Park e la Fifth Avenue fino alla cattedrale di St. Patrick. Il pomeriggio al MoMA, davanti alla Notte stellata di Van Gogh e alle Ninfee di Monet; al tramonto sali al Top of the Rock.',
      highlight: true,
      activities: [
        {
          time: '09:00',
          title: 'Grand Central Terminal e Public Library',
          type: 'tour',
          location: 'Midtown',
        },
        {
          time: '11:00',
          title: 'Fifth Avenue e St. Patrick’s Cathedral',
          type: 'tour',
          location: 'Fifth Avenue',
        },
        {
          time: 'Pranzo',
          title: 'Pranzo veloce in un food hall',
          type: 'food',
          location: 'Rockefeller Center',
        },
        {
          time: '14:30',
          title: 'Museum of Modern Art',
          type: 'activity',
          location: 'MoMA, 53ª strada',
        },
        {
          time: 'Tramonto',
          title: 'Terrazza del Top of the Rock',
          type: 'activity',
          location: 'Rockefeller Center',
        },
      ],
    },
    {
      day: 3,
      title: 'Downtown, Brooklyn Bridge e Broadway',
      description:
        'Il traghetto gratuito per Staten Island ti passa davanti alla Statua della Libertà; al ritorno, il toro di Wall Street, il memoriale dell’11 settembre e le costole bianche dell’Oculus. Attraversi a piedi il ponte di Brooklyn fino a DUMBO per una pizza col forno a carbone, e la sera il sipario si alza su Broadway.',
      highlight: true,
      activities: [
        {
          time: '09:00',
          title: 'Staten Island Ferry e Statua della Libertà',
          type: 'ship',
          location: 'Whitehall Terminal',
        },
        {
          time: '10:30',
          title: 'Wall Street, 9/11 Memorial e Oculus',
          type: 'tour',
          location: 'Lower Manhattan',
        },
        {
          time: '12:30',
          title: 'Traversata a piedi del ponte di Brooklyn',
          type: 'activity',
          location: 'Brooklyn Bridge',
        },
        { time: '14:00', title: 'Pizza al forno a carbone', type: 'food', location: 'DUMBO' },
        {
          time: '19:00',
          title: 'Spettacolo a Broadway',
          type: 'activity',
          location: 'Theater District',
        },
      ],
    },
    {
      day: 4,
      title: 'Central Park in bici e High Line',
      description:
        'In bicicletta per Central Park: Bethesda Terrace, il Bow Bridge, il mosaico Imagine di Strawberry Fields e il lago dove d’inverno si pattina. Nel pomeriggio scendi a ovest per camminare sulla High Line, la ferrovia sopraelevata trasformata in giardino, fino a Chelsea Market e Little Island; cena nel Greenwich Village.',
      activities: [
        {
          time: '09:30',
          title: 'Giro in bici di Central Park',
          type: 'activity',
          location: 'Central Park',
        },
        {
          time: 'Pranzo',
          title: 'Bagel e lox all’Upper West Side',
          type: 'food',
          location: 'Upper West Side',
        },
        {
          time: '14:30',
          title: 'High Line, Chelsea Market e Little Island',
          type: 'tour',
          location: 'Chelsea',
        },
        {
          time: 'Sera',
          title: 'Cena e jazz nel Village',
          type: 'food',
          location: 'Greenwich Village',
        },
      ],
    },
    {
      day: 5,
      title: 'Harlem e pomeriggio libero',
      description:
        'La guida ti porta ad Harlem tra le brownstone di Strivers’ Row, l’insegna dell’Apollo Theater e le chiese dove nacque il gospel, prima di un pranzo soul food con pollo fritto e waffle. Il pomeriggio è tuo: i coordinatori accompagnano chi vuole al Metropolitan Museum, gli altri si perdono tra i negozi di SoHo.',
      activities: [
        { time: '09:30', title: 'Visita guidata di Harlem', type: 'tour', location: 'Harlem' },
        {
          time: 'Pranzo',
          title: 'Pranzo soul food',
          type: 'food',
          location: 'Malcolm X Boulevard',
        },
        { time: 'Pomeriggio', title: 'Metropolitan Museum o shopping a SoHo', type: 'free' },
        { time: 'Sera', title: 'Serata libera a Manhattan', type: 'free' },
      ],
    },
    {
      day: 6,
      title: 'Da New York a Miami Beach',
      description:
        'Volo da LaGuardia e, dopo tre ore, apri il finestrino su trenta gradi e palme. Sistemazione sulla Collins Avenue e subito in spiaggia; al tramonto cammini lungo Ocean Drive, tra le insegne al neon color pastello dei vecchi hotel, e la cena è di pesce nel quartiere di South of Fifth.',
      activities: [
        {
          time: '08:00',
          title: 'Trasferimento privato a LaGuardia',
          type: 'transfer',
          location: 'New York',
        },
        { time: '10:45', title: 'Volo per Miami', type: 'flight', location: 'Aeroporto LaGuardia' },
        {
          time: '15:00',
          title: 'Check-in e spiaggia',
          type: 'hotel',
          location: 'Kimpton Surfcomber Miami',
        },
        {
          time: 'Tramonto',
          title: 'Passeggiata su Ocean Drive',
          type: 'tour',
          location: 'South Beach',
        },
        { time: 'Sera', title: 'Cena di pesce', type: 'food', location: 'South of Fifth' },
      ],
    },
    {
      day: 7,
      title: 'South Beach Art Deco',
      description:
        'Con una guida del Art Deco Welcome Center scopri perché South Beach ha la più grande concentrazione di architettura Art Deco del mondo: oblò, insegne verticali e facciate color menta e pesca degli anni Trenta. Pomeriggio di sole e oceano a Lummus Park, poi il tramonto dal molo di South Pointe Park.',
      activities: [
        {
          time: '10:30',
          title: 'Tour a piedi dell’Art Deco District',
          type: 'tour',
          location: 'Ocean Drive',
        },
        {
          time: 'Pranzo',
          title: 'Pranzo sulla Española Way',
          type: 'food',
          location: 'Miami Beach',
        },
        {
          time: 'Pomeriggio',
          title: 'Spiaggia di Lummus Park',
          type: 'beach',
          location: 'South Beach',
        },
        {
          time: 'Tramonto',
          title: 'Molo di South Pointe Park',
          type: 'free',
          location: 'South Pointe',
        },
      ],
    },
    {
      day: 8,
      title: 'Everglades e Little Havana',
      description:
        'Un’ora di strada lungo la Tamiami Trail e sali sull’airboat: l’elica ti spinge tra le erbe alte delle Everglades, con alligatori, aironi e tartarughe a pochi metri. Rientro a Miami per Little Havana: cafecito e croquetas da Versailles, i sigari arrotolati su Calle Ocho e, la sera, musica cubana dal vivo al Ball & Chain.',
      highlight: true,
      activities: [
        { time: '08:30', title: 'Trasferimento lungo la Tamiami Trail', type: 'transfer' },
        {
          time: '10:00',
          title: 'Airboat tra gli alligatori',
          type: 'activity',
          location: 'Everglades',
        },
        {
          time: '14:30',
          title: 'Calle Ocho e Máximo Gómez Park',
          type: 'tour',
          location: 'Little Havana',
        },
        {
          time: '16:30',
          title: 'Cafecito e croquetas',
          type: 'food',
          location: 'Versailles, Calle Ocho',
        },
        {
          time: 'Sera',
          title: 'Salsa e musica cubana dal vivo',
          type: 'activity',
          location: 'Ball & Chain',
        },
      ],
    },
    {
      day: 9,
      title: 'Wynwood e Key Biscayne',
      description:
        'I capannoni di Wynwood sono diventati una galleria a cielo aperto: alle Wynwood Walls trovi murales firmati da artisti di tutto il mondo, e il Design District è a un passo. Il pomeriggio attraversi il Rickenbacker Causeway per l’acqua trasparente di Key Biscayne e il faro di Cape Florida; la sera, cena di arrivederci in Brickell.',
      activities: [
        { time: '09:30', title: 'Wynwood Walls e street art', type: 'tour', location: 'Wynwood' },
        { time: 'Pranzo', title: 'Tacos e cortadito', type: 'food', location: 'Wynwood' },
        {
          time: '14:30',
          title: 'Spiaggia e faro di Cape Florida',
          type: 'beach',
          location: 'Key Biscayne',
        },
        { time: '20:00', title: 'Cena di arrivederci', type: 'food', location: 'Brickell' },
      ],
    },
    {
      day: 10,
      title: 'Ultimo bagno e rientro',
      description:
        'Ultima mattina libera per un bagno nell’oceano davanti all’hotel o un giro tra i negozi di Lincoln Road. Nel primo pomeriggio trasferimento all’aeroporto internazionale di Miami e volo di rientro con scalo in Europa: si dorme sull’Atlantico e si atterra in Italia la mattina seguente.',
      activities: [
        {
          time: 'Mattina',
          title: 'Bagno in oceano o Lincoln Road',
          type: 'free',
          location: 'Miami Beach',
        },
        { time: '12:00', title: 'Check-out', type: 'hotel', location: 'Kimpton Surfcomber Miami' },
        {
          time: '14:00',
          title: 'Trasferimento privato all’aeroporto',
          type: 'transfer',
          location: 'Miami International',
        },
        {
          time: '17:30',
          title: 'Volo di rientro in Italia con scalo',
          type: 'flight',
          location: 'Aeroporto di Miami',
        },
      ],
    },
  ],
  reviews: [
    {
      id: 'new-york-miami-r1',
      authorName: 'Vincenzo P.',
      location: 'Bari',
      rating: 5,
      text: 'La giornata del ponte di Brooklyn è stata perfetta: pizza a DUMBO guardando Manhattan e la sera il Re Leone a Broadway. Mia figlia di sedici anni ha pianto all’apertura del sipario. I coordinatori conoscevano New York come casa loro.',
      date: 'aprile 2024',
    },
    {
      id: 'new-york-miami-r2',
      authorName: 'Federica G.',
      location: 'Bologna',
      rating: 5,
      text: 'Ho visto la Notte stellata dal vivo al MoMA e due ore dopo il tramonto dal Top of the Rock, con l’Empire che si accendeva. Gruppo piccolo, mai una fila inutile: i biglietti erano sempre già pronti.',
      date: 'ottobre 2024',
    },
    {
      id: 'new-york-miami-r3',
      authorName: 'Luca B.',
      location: 'Monopoli',
      rating: 4,
      text: 'A Miami ad agosto l’umidità si taglia col coltello, ma l’airboat nelle Everglades con l’alligatore a due metri è stato il momento più divertente del viaggio. A New York si corre parecchio: servono gambe buone.',
      date: 'agosto 2025',
    },
    {
      id: 'new-york-miami-r4',
      authorName: 'Sara D.',
      location: 'Roma',
      rating: 5,
      text: 'Little Havana mi ha conquistata: il cafecito da Versailles, i signori che giocavano a domino e la sera al Ball & Chain, dove anche i nostri due coordinatori si sono lanciati a ballare la salsa. Ridiamo ancora nel gruppo WhatsApp.',
      date: 'marzo 2025',
    },
    {
      id: 'new-york-miami-r5',
      authorName: 'Giuseppe A.',
      location: 'Altamura',
      rating: 3,
      text: 'Le visite guidate erano ottime e il Surfcomber a Miami bellissimo, però a New York i pasti non inclusi costano cari e la camera su Times Square era rumorosa anche alle tre di notte. Da sapere prima di partire.',
      date: 'dicembre 2025',
    },
    {
      id: 'new-york-miami-r6',
      authorName: 'Martina V.',
      location: 'Verona',
      rating: 5,
      text: 'Central Park in bici in una mattina di ottobre, con le foglie rosse sul laghetto, è un ricordo che non scorderò. Eravamo in otto più i due coordinatori: sembrava di viaggiare con amici, non con un’agenzia.',
      date: 'ottobre 2025',
    },
    {
      id: 'new-york-miami-r7',
      authorName: 'Francesco L.',
      location: 'Palermo',
      rating: 5,
      text: 'Il passaggio da Manhattan a South Beach è stato geniale: dopo cinque giorni di grattacieli, il tour Art Deco e il bagno a Key Biscayne ci hanno rimesso al mondo. Wynwood è un paradiso per chi ama fotografare.',
      date: 'maggio 2026',
    },
  ],
};
