import type { Destination } from '../types.ts';

export const baliSingapore: Destination = {
  id: 'bali-singapore',
  title: 'Bali & Singapore',
  description:
    'Due giorni a Singapore tra Marina Bay, i Supertree di Gardens by the Bay e gli hawker centre, poi Bali: le risaie di Tegallalang e i templi di Ubud, il tramonto su Tanah Lot, le scogliere di Nusa Penida e il Kecak a Uluwatu. Al massimo dieci viaggiatori.',
  price: 2100,
  tripDays: 10,
  categoryId: 'exotic',
  flights:
    'Voli diretti Singapore Airlines da Milano Malpensa e Roma Fiumicino per Singapore (circa 12 ore) e volo Singapore–Denpasar di due ore e mezza, con bagaglio in stiva da 30 kg e pasti a bordo inclusi.',
  hotels: [
    {
      name: 'Parkroyal on Kitchener Road',
      stars: 4,
      description:
        'A Little India, vicino alla metropolitana di Farrer Park, con piscina all’aperto e il Mustafa Centre, aperto ventiquattro ore su ventiquattro, dall’altra parte della strada.',
    },
    {
      name: 'Alaya Resort Ubud',
      stars: 4,
      description:
        'Sulla Jalan Hanoman, nel centro di Ubud, con camere affacciate su una piccola risaia e la piscina tra le palme.',
    },
    {
      name: 'Mövenpick Resort & Spa Jimbaran Bali',
      stars: 5,
      description:
        'Resort con piscine e spa a pochi minuti dalla baia di Jimbaran, nella posizione giusta per Uluwatu e per il porto di Sanur.',
    },
  ],
  experiences: [
    {
      title: 'Gardens by the Bay di sera',
      description:
        'Cammini sulla passerella sospesa tra i Supertree e resti con il naso all’insù per il Garden Rhapsody, lo spettacolo di luci e musica delle 19:45.',
    },
    {
      title: 'Gli hawker centre di Singapore',
      description:
        'Chicken rice al Maxwell, satay a Lau Pa Sat, laksa e kaya toast: la cucina di strada più ordinata del mondo, a pochi dollari a piatto.',
    },
    {
      title: 'Tegallalang all’alba',
      description:
        'Arrivi sulle terrazze di riso quando i contadini cominciano a lavorare e la luce radente le accende, molto prima dei pullman.',
    },
    {
      title: 'Purificazione a Tirta Empul',
      description:
        'Nel tempio dell’acqua sacra, con il sarong legato in vita, segui i balinesi nel rito sotto le fontane della vasca.',
    },
    {
      title: 'Nusa Penida e le mante',
      description:
        'Dal ciglio di Kelingking guardi la scogliera a forma di dinosauro, poi ti immergi con maschera e pinne sopra le mante di Manta Point.',
    },
    {
      title: 'Kecak sulla scogliera di Uluwatu',
      description:
        'Con il tempio alle spalle e l’oceano settanta metri più sotto, un coro di uomini racconta il Ramayana mentre il sole cala.',
    },
  ],
  includes: [
    'Voli Singapore Airlines andata e ritorno da Milano o Roma, volo Singapore–Denpasar, tasse e bagaglio da 30 kg',
    '2 notti al Parkroyal on Kitchener Road di Singapore con colazione',
    '3 notti all’Alaya Resort di Ubud e 3 notti al Mövenpick di Jimbaran in mezza pensione',
    'Tutti i trasferimenti in minivan privato con autista a Bali',
    'Visite guidate di Chinatown, Little India, Kampong Glam e Gardens by the Bay con Cloud Forest e Flower Dome',
    'Escursioni a Tegallalang, Tirta Empul, Taman Ayun, Tanah Lot e Uluwatu con spettacolo Kecak',
    'Corso di cucina balinese a Ubud e giornata a Nusa Penida in fast boat con snorkeling',
    'Due coordinatori Maestrale dalla partenza al rientro',
    'Assicurazione completa sanitaria e bagaglio',
  ],
  itinerary: [
    {
      day: 1,
      title: 'Partenza per Singapore',
      description:
        'Ritrovo in aeroporto con i coordinatori e volo diretto Singapore Airlines verso il Sud-est asiatico: dodici ore comode, con due pasti serviti a bordo e uno schermo pieno di film. Il consiglio dei coordinatori è di dormire il più possibile dopo cena, perché si atterra all’alba e Singapore non aspetta.',
      activities: [
        {
          time: '09:30',
          title: 'Ritrovo con i coordinatori al check-in',
          type: 'activity',
          location: 'Milano Malpensa / Roma Fiumicino',
        },
        { time: '11:30', title: 'Volo diretto per Singapore', type: 'flight' },
        { time: 'Sera', title: 'Cena a bordo e notte in volo', type: 'flight' },
      ],
    },
    {
      day: 2,
      title: 'Singapore, da Chinatown a Marina Bay',
      description:
        'Si atterra a Changi poco dopo l’alba e, prima di uscire, c’è il tempo per la cascata coperta del Jewel. Lasciati i bagagli in hotel, si parte per Chinatown, con il Buddha Tooth Relic Temple e il chicken rice del Maxwell Food Centre. La sera si cammina lungo Marina Bay fino al Merlion per Spectra, lo spettacolo d’acqua e luci davanti al Marina Bay Sands.',
      activities: [
        {
          time: '06:30',
          title: 'Atterraggio e cascata del Jewel',
          type: 'activity',
          location: 'Aeroporto di Changi',
        },
        {
          time: '08:30',
          title: 'Transfer e deposito bagagli in hotel',
          type: 'transfer',
          location: 'Little India',
        },
        {
          time: '10:30',
          title: 'Chinatown e Buddha Tooth Relic Temple',
          type: 'tour',
          location: 'Chinatown',
        },
        {
          time: 'Pranzo',
          title: 'Chicken rice al Maxwell Food Centre',
          type: 'food',
          location: 'Chinatown',
        },
        { time: '15:00', title: 'Check-in e riposo', type: 'hotel', location: 'Little India' },
        {
          time: '20:00',
          title: 'Merlion e spettacolo Spectra',
          type: 'activity',
          location: 'Marina Bay',
        },
      ],
    },
    {
      day: 3,
      title: 'Gardens by the Bay e i quartieri',
      description:
        'Mattina sotto le serre di Gardens by the Bay: la cascata della Cloud Forest e i fiori di cinque continenti del Flower Dome. Pomeriggio tra i templi e le botteghe di Little India e la moschea dalla cupola dorata di Kampong Glam, con un giro in Haji Lane. Al buio si torna sotto i Supertree per il Garden Rhapsody e si chiude con i satay di Lau Pa Sat.',
      highlight: true,
      activities: [
        {
          time: '09:30',
          title: 'Cloud Forest e Flower Dome',
          type: 'tour',
          location: 'Gardens by the Bay',
        },
        {
          time: '14:00',
          title: 'Little India e tempio Sri Veeramakaliamman',
          type: 'tour',
          location: 'Little India',
        },
        {
          time: '16:00',
          title: 'Sultan Mosque e Haji Lane',
          type: 'tour',
          location: 'Kampong Glam',
        },
        {
          time: '19:45',
          title: 'Garden Rhapsody tra i Supertree',
          type: 'activity',
          location: 'Gardens by the Bay',
        },
        {
          time: '21:00',
          title: 'Satay e birra Tiger a Lau Pa Sat',
          type: 'food',
          location: 'Downtown Core',
        },
      ],
    },
    {
      day: 4,
      title: 'Volo per Bali, salita a Ubud',
      description:
        'Volo di metà mattina per Denpasar e primo impatto con Bali: motorini ovunque, cestini di fiori e incenso sui marciapiedi, il profumo di chiodi di garofano delle sigarette kretek. In un’ora e mezza, tra le botteghe degli argentieri di Celuk e gli intagliatori di Mas, si sale a Ubud. A cena bebek betutu, l’anatra cotta lentamente nelle foglie di banano.',
      activities: [
        { time: '07:30', title: 'Transfer all’aeroporto di Changi', type: 'transfer' },
        { time: '09:40', title: 'Volo per Denpasar', type: 'flight' },
        { time: '13:00', title: 'Trasferimento a Ubud passando per Celuk e Mas', type: 'transfer' },
        { time: '15:30', title: 'Check-in all’Alaya Resort', type: 'hotel', location: 'Ubud' },
        { time: '19:30', title: 'Cena con bebek betutu', type: 'food', location: 'Ubud' },
      ],
    },
    {
      day: 5,
      title: 'Risaie e acqua sacra',
      description:
        'Partenza all’alba per Tegallalang, quando le terrazze sono ancora velate di nebbia e si sente solo l’acqua dei canali del subak, l’antico sistema di irrigazione. Poi Tirta Empul, dove con il sarong in vita entri nelle vasche per il rito di purificazione. Nel pomeriggio la Foresta delle Scimmie e, la sera, la danza Legong nel cortile del Palazzo Reale.',
      highlight: true,
      activities: [
        { time: 'Alba', title: 'Risaie di Tegallalang', type: 'tour', location: 'Tegallalang' },
        {
          time: '09:30',
          title: 'Rito di purificazione a Tirta Empul',
          type: 'tour',
          location: 'Tampaksiring',
        },
        { time: 'Pranzo', title: 'Nasi campur in un warung sulle risaie', type: 'food' },
        { time: '15:30', title: 'Sacred Monkey Forest', type: 'tour', location: 'Ubud' },
        {
          time: '19:30',
          title: 'Danza Legong al Palazzo Reale',
          type: 'activity',
          location: 'Puri Saren, Ubud',
        },
      ],
    },
    {
      day: 6,
      title: 'Cucina balinese e Campuhan Ridge',
      description:
        'Al mercato di Ubud la cuoca ti presenta radici che non hai mai visto, come il galangal e il kencur; poi in cucina si pesta il base genep, la pasta di spezie da cui nascono i piatti balinesi, e si preparano sate lilit e lawar. Pomeriggio libero per un massaggio o le gallerie d’arte; al tramonto, la passeggiata sul crinale di Campuhan.',
      activities: [
        { time: '07:30', title: 'Al mercato con la cuoca', type: 'tour', location: 'Pasar Ubud' },
        { time: '09:00', title: 'Corso di cucina balinese', type: 'activity', location: 'Ubud' },
        { time: 'Pranzo', title: 'A tavola con i piatti preparati', type: 'food' },
        {
          time: 'Pomeriggio',
          title: 'Tempo libero tra spa e gallerie d’arte',
          type: 'free',
          location: 'Ubud',
        },
        {
          time: 'Tramonto',
          title: 'Passeggiata sul Campuhan Ridge',
          type: 'activity',
          location: 'Campuhan',
        },
      ],
    },
    {
      day: 7,
      title: 'Verso il mare, tramonto a Tanah Lot',
      description:
        'Si lascia Ubud in tarda mattinata e si scende verso la costa occidentale, con una sosta al tempio reale di Taman Ayun, a Mengwi, circondato dal suo fossato. Nel tardo pomeriggio si arriva a Tanah Lot: con la bassa marea cammini fino alla base dello scoglio del tempio, poi aspetti il sole che incendia il mare. In serata, check-in a Jimbaran.',
      activities: [
        { time: '10:30', title: 'Partenza da Ubud', type: 'transfer' },
        { time: '12:00', title: 'Tempio reale di Taman Ayun', type: 'tour', location: 'Mengwi' },
        { time: '16:30', title: 'Tanah Lot con la bassa marea', type: 'tour', location: 'Tabanan' },
        {
          time: 'Tramonto',
          title: 'Il sole dietro il tempio sul mare',
          type: 'activity',
          location: 'Tanah Lot',
        },
        { time: '20:00', title: 'Check-in al Mövenpick', type: 'hotel', location: 'Jimbaran' },
      ],
    },
    {
      day: 8,
      title: 'Nusa Penida',
      description:
        'Sveglia presto e fast boat da Sanur: in quaranta minuti sei a Nusa Penida, l’isola selvaggia davanti a Bali. Si sale al belvedere di Kelingking, con la scogliera a forma di dinosauro, poi Broken Beach e le piscine naturali di Angel’s Billabong. Nel pomeriggio la barca vi porta a Manta Point: nuoti sopra le mante che vengono a farsi pulire dai pesci.',
      highlight: true,
      activities: [
        { time: '06:30', title: 'Transfer al porto di Sanur', type: 'transfer' },
        { time: '07:30', title: 'Fast boat per Nusa Penida', type: 'ship', location: 'Sanur' },
        {
          time: '09:00',
          title: 'Belvedere di Kelingking Beach',
          type: 'tour',
          location: 'Nusa Penida',
        },
        {
          time: '11:00',
          title: 'Broken Beach e Angel’s Billabong',
          type: 'tour',
          location: 'Nusa Penida',
        },
        {
          time: '14:00',
          title: 'Snorkeling con le mante',
          type: 'activity',
          location: 'Manta Point',
        },
        { time: '17:00', title: 'Rientro a Sanur e a Jimbaran', type: 'ship' },
      ],
    },
    {
      day: 9,
      title: 'Uluwatu e il Kecak',
      description:
        'Mattinata di mare a Melasti, sotto le falesie calcaree della penisola di Bukit. Nel pomeriggio si sale al tempio di Uluwatu, a settanta metri sull’oceano, tenendo d’occhio le scimmie che rubano occhiali e cappelli. Al tramonto il Kecak nell’anfiteatro sulla scogliera, poi la cena di saluto a base di pesce, con i piedi nella sabbia di Jimbaran.',
      activities: [
        {
          time: 'Mattina',
          title: 'Spiaggia di Melasti',
          type: 'beach',
          location: 'Penisola di Bukit',
        },
        { time: '16:00', title: 'Tempio di Pura Luhur Uluwatu', type: 'tour', location: 'Uluwatu' },
        {
          time: '18:00',
          title: 'Danza Kecak al tramonto',
          type: 'activity',
          location: 'Anfiteatro di Uluwatu',
        },
        {
          time: '20:00',
          title: 'Cena di pesce sulla spiaggia',
          type: 'food',
          location: 'Jimbaran',
        },
      ],
    },
    {
      day: 10,
      title: 'Rientro in Italia',
      description:
        'Ultimo kopi Bali, denso e con il fondo nella tazza, e transfer all’aeroporto di Denpasar, a venti minuti da Jimbaran. Volo per Singapore e, dopo un paio d’ore a Changi per gli ultimi acquisti, la coincidenza Singapore Airlines per l’Italia. Il fuso stavolta gioca a favore: atterri la sera stessa.',
      activities: [
        { time: '07:00', title: 'Transfer all’aeroporto di Denpasar', type: 'transfer' },
        { time: '09:30', title: 'Volo per Singapore', type: 'flight' },
        {
          time: '13:30',
          title: 'Coincidenza Singapore Airlines per l’Italia',
          type: 'flight',
          location: 'Changi',
        },
        {
          time: 'Sera',
          title: 'Arrivo in Italia e saluti al gruppo',
          type: 'flight',
          location: 'Malpensa / Fiumicino',
        },
      ],
    },
  ],
  reviews: [
    {
      id: 'bali-singapore-r1',
      authorName: 'Alessandra P.',
      location: 'Bari',
      rating: 5,
      text: 'Singapore mi ha sorpresa più di Bali: il Garden Rhapsody sotto i Supertree e il chicken rice del Maxwell valevano il volo. A Bali il momento più bello è stato Tegallalang all’alba, con le risaie tutte per noi. Giulia e Davide attentissimi.',
      date: 'agosto 2025',
    },
    {
      id: 'bali-singapore-r2',
      authorName: 'Fabio M.',
      location: 'Brindisi',
      rating: 5,
      text: 'Le mante di Manta Point! Ne abbiamo contate cinque, una mi è passata sotto a un metro. Giornata lunga a Nusa Penida, ma i coordinatori avevano previsto tutto, anche l’acqua fresca e la crema solare in barca.',
      date: 'luglio 2024',
    },
    {
      id: 'bali-singapore-r3',
      authorName: 'Giorgia R.',
      location: 'Bergamo',
      rating: 4,
      text: 'Viaggio dal ritmo sostenuto ma vario. Il corso di cucina a Ubud è stato divertentissimo, anche se il mio sate lilit non era proprio da chef. Quattro stelle solo perché il traffico di Bali ci ha fatto perdere parecchio tempo nei trasferimenti.',
      date: 'ottobre 2025',
    },
    {
      id: 'bali-singapore-r4',
      authorName: 'Vincenzo L.',
      location: 'Napoli',
      rating: 5,
      text: 'Viaggiavo con mia figlia di diciannove anni e temevo si annoiasse in un gruppo di adulti: invece ha fatto amicizia con tutti. Il Kecak a Uluwatu, con il sole che scendeva dietro i danzatori, ce lo ricorderemo a lungo.',
      date: 'aprile 2025',
    },
    {
      id: 'bali-singapore-r5',
      authorName: 'Serena D.',
      location: 'Trani',
      rating: 5,
      text: 'Tirta Empul mi ha emozionata: entrare nelle vasche accanto alle famiglie balinesi, con il sarong prestato dai coordinatori, è stato un momento quasi intimo. Ottimi gli hotel, soprattutto l’Alaya con la risaia davanti alla camera.',
      date: 'dicembre 2025',
    },
    {
      id: 'bali-singapore-r6',
      authorName: 'Paolo C.',
      location: 'Perugia',
      rating: 3,
      text: 'Posti bellissimi, gruppo simpatico, Marco e Francesca bravissimi. Però Kelingking e Tanah Lot sono affollatissimi e una foto senza gente è un miraggio. E due notti a Singapore sono poche: la città meriterebbe almeno un giorno in più.',
      date: 'febbraio 2026',
    },
    {
      id: 'bali-singapore-r7',
      authorName: 'Ludovica T.',
      location: 'Lecce',
      rating: 5,
      text: 'Ero la più giovane e partivo da sola: dopo la prima cena a Little India eravamo già una piccola famiglia. La cena di pesce a Jimbaran con i piedi nella sabbia, dopo il Kecak, è stata il saluto perfetto.',
      date: 'giugno 2026',
    },
  ],
};
