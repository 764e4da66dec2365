import type { Destination } from '../types.ts';

export const tokyoKyoto: Destination = {
  id: 'tokyo-kyoto',
  title: 'Tokyo & Kyoto',
  description:
    'Dieci giorni tra le luci di Shibuya e i templi di Kyoto: Asakusa all’apertura, il mercato di Tsukiji, una notte in ryokan con onsen a Hakone davanti al Fuji, lo shinkansen, i torii di Fushimi Inari all’alba e i cervi di Nara. In gruppo di dieci, con due coordinatori.',
  price: 2200,
  tripDays: 10,
  categoryId: 'city',
  flights:
    'Volo diretto ITA Airways da Roma Fiumicino a Tokyo Haneda (circa 13 ore e mezza), con volo di collegamento da Milano Malpensa; rientro da Osaka Kansai con Finnair e scalo a Helsinki. Bagaglio da 23 kg in stiva incluso.',
  hotels: [
    {
      name: 'Hotel Gracery Shinjuku',
      stars: 4,
      description:
        'Nel cuore di Kabukicho, a cinque minuti dalla stazione di Shinjuku, con la testa di Godzilla che spunta dalla terrazza dell’ottavo piano.',
    },
    {
      name: 'Yumoto Fujiya Hotel',
      stars: 4,
      description:
        'Ryokan sul fiume Hayakawa a Hakone-Yumoto, con camere in stile giapponese, yukata, bagni termali e cena kaiseki servita in più portate.',
    },
    {
      name: 'Hotel Granvia Kyoto',
      stars: 4,
      description:
        'Dentro la stazione di Kyoto, comodissimo per shinkansen, metro e treni per Nara, con camere ampie per gli standard giapponesi.',
    },
  ],
  experiences: [
    {
      title: 'Fushimi Inari all’alba',
      description:
        'Sali tra migliaia di torii vermigli quando il sentiero è ancora silenzioso e i pellegrini si contano sulle dita di una mano.',
    },
    {
      title: 'Notte in ryokan a Hakone',
      description:
        'Yukata, futon sul tatami, bagno nell’onsen e una cena kaiseki dopo la crociera sul lago Ashi con il Fuji sullo sfondo.',
    },
    {
      title: 'teamLab Planets a Toyosu',
      description:
        'Cammini a piedi nudi nell’acqua tra fiori digitali e specchi infiniti, in uno dei musei immersivi più sorprendenti del mondo.',
    },
    {
      title: 'Shibuya Sky al tramonto',
      description:
        'Dall’ultimo piano dello Shibuya Scramble Square guardi l’incrocio più famoso del mondo e, nelle giornate limpide, il profilo del Fuji.',
    },
    {
      title: 'Shinkansen fino a Kyoto',
      description:
        'Da Odawara a Kyoto in poco più di due ore sul treno proiettile, con il bento comprato in stazione sul tavolino.',
    },
    {
      title: 'I cervi di Nara',
      description:
        'Nel parco di Nara i cervi si inchinano in cambio dei biscotti shika senbei, a pochi passi dal Grande Buddha del Todai-ji.',
    },
  ],
  includes: [
    'Voli di linea A/R dall’Italia con bagaglio da 23 kg e tasse aeroportuali',
    '8 notti in hotel 4 stelle: 3 a Tokyo, 1 in ryokan a Hakone, 4 a Kyoto',
    'Colazione ogni giorno, cena kaiseki in ryokan, cena di benvenuto a Tokyo e di arrivederci a Kyoto',
    'Hakone Free Pass (Romancecar, funivia e battello sul lago Ashi) e shinkansen Odawara–Kyoto',
    'Trasferimenti privati da Haneda e per Kansai, treni e metro per tutte le visite in programma',
    'Guida locale in italiano a Tokyo, Kyoto e Nara; ingressi a teamLab Planets, Shibuya Sky, Kinkaku-ji e Todai-ji',
    'Spedizione delle valigie da Tokyo a Kyoto con il servizio takkyubin',
    'Due coordinatori Maestrale Viaggi dall’Italia, per un gruppo di massimo 10 persone',
    'Assicurazione medico-bagaglio completa',
  ],
  itinerary: [
    {
      day: 1,
      title: 'Partenza per il Giappone',
      description:
        'Ritrovo al Terminal 1 di Roma Fiumicino con i due coordinatori Maestrale; chi parte da Milano Malpensa arriva con il volo di collegamento del mattino. Imbarco sul diretto ITA Airways per Tokyo Haneda: cena a bordo, un paio di film e qualche ora di sonno per atterrare già sintonizzato sul fuso giapponese.',
      activities: [
        {
          time: '10:30',
          title: 'Ritrovo con i coordinatori',
          type: 'activity',
          location: 'Roma Fiumicino, Terminal 1',
        },
        {
          time: '13:15',
          title: 'Volo diretto per Tokyo Haneda',
          type: 'flight',
          location: 'Roma Fiumicino',
        },
        { time: 'Sera', title: 'Cena a bordo e notte in volo', type: 'food' },
      ],
    },
    {
      day: 2,
      title: 'Tokyo, primo sguardo da Shinjuku',
      description:
        'Atterri a Haneda in mattinata e in tre quarti d’ora di pullman privato sei a Shinjuku. Dopo il pranzo a base di ramen, sali gratis al 45° piano del Palazzo del Governo Metropolitano per capire quanto è grande Tokyo; la sera ci perdiamo tra le lanterne rosse e il fumo degli spiedini di Omoide Yokocho.',
      activities: [
        {
          time: '09:30',
          title: 'Arrivo a Tokyo Haneda',
          type: 'flight',
          location: 'Aeroporto di Haneda',
        },
        { time: '10:45', title: 'Trasferimento privato a Shinjuku', type: 'transfer' },
        {
          time: 'Pranzo',
          title: 'Ramen al tonkotsu vicino alla stazione',
          type: 'food',
          location: 'Shinjuku',
        },
        {
          time: '15:00',
          title: 'Check-in e belvedere del Tocho',
          type: 'hotel',
          location: 'Hotel Gracery Shinjuku',
        },
        {
          time: '19:00',
          title: 'Cena di benvenuto a base di yakitori',
          type: 'food',
          location: 'Omoide Yokocho',
        },
      ],
    },
    {
      day: 3,
      title: 'Asakusa, Tsukiji e teamLab',
      description:
        'Arriviamo al Senso-ji prima delle comitive, passando sotto la grande lanterna del Kaminarimon e lungo le bancarelle di Nakamise-dori. A Tsukiji assaggi tamagoyaki, capesante alla piastra e sushi al banco; il pomeriggio è tutto per teamLab Planets, con l’acqua alle caviglie, e la sera si chiude con il monjayaki di Tsukishima.',
      activities: [
        {
          time: '08:30',
          title: 'Tempio Senso-ji e Nakamise-dori',
          type: 'tour',
          location: 'Asakusa',
        },
        {
          time: '11:30',
          title: 'Assaggi al mercato esterno di Tsukiji',
          type: 'food',
          location: 'Tsukiji',
        },
        { time: '15:00', title: 'teamLab Planets', type: 'activity', location: 'Toyosu' },
        {
          time: '19:00',
          title: 'Cena di monjayaki sulla piastra',
          type: 'food',
          location: 'Tsukishima',
        },
      ],
    },
    {
      day: 4,
      title: 'Harajuku e Shibuya',
      description:
        'Il mattino cammini nella foresta del santuario Meiji Jingu, poi la folla colorata di Takeshita-dori e i viali di Omotesando firmati dai grandi architetti. Dopo l’attraversamento dell’incrocio di Shibuya e la foto con Hachiko, sali a Shibuya Sky per vedere la città accendersi; cena in un izakaya di Nonbei Yokocho.',
      highlight: true,
      activities: [
        { time: '09:00', title: 'Santuario Meiji Jingu', type: 'tour', location: 'Harajuku' },
        { time: '11:00', title: 'Takeshita-dori e Omotesando', type: 'free', location: 'Harajuku' },
        {
          time: 'Pomeriggio',
          title: 'Incrocio di Shibuya e statua di Hachiko',
          type: 'tour',
          location: 'Shibuya',
        },
        {
          time: 'Tramonto',
          title: 'Terrazza di Shibuya Sky',
          type: 'activity',
          location: 'Shibuya Scramble Square',
        },
        { time: 'Sera', title: 'Cena in izakaya', type: 'food', location: 'Nonbei Yokocho' },
      ],
    },
    {
      day: 5,
      title: 'Hakone e il monte Fuji',
      description:
        'Le valigie partono per Kyoto con il takkyubin e tu sali sul Romancecar per Hakone. Trenino a zig-zag fino a Gora, funivia sopra le fumarole di Owakudani, dove si mangiano le uova nere cotte nello zolfo, e battello sul lago Ashi verso il torii rosso di Moto-Hakone. Se il cielo è limpido, il Fuji ti accompagna per tutto il giorno.',
      highlight: true,
      activities: [
        {
          time: '08:30',
          title: 'Romancecar da Shinjuku a Hakone-Yumoto',
          type: 'transfer',
          location: 'Stazione di Shinjuku',
        },
        {
          time: '11:00',
          title: 'Hakone Tozan Railway e funivia',
          type: 'tour',
          location: 'Gora e Owakudani',
        },
        {
          time: 'Pranzo',
          title: 'Uova nere kuro-tamago e soba',
          type: 'food',
          location: 'Owakudani',
        },
        {
          time: '14:30',
          title: 'Crociera sul lago Ashi',
          type: 'ship',
          location: 'Togendai – Moto-Hakone',
        },
        {
          time: '18:30',
          title: 'Onsen e cena kaiseki in ryokan',
          type: 'hotel',
          location: 'Yumoto Fujiya Hotel',
        },
      ],
    },
    {
      day: 6,
      title: 'Shinkansen per Kyoto, sera a Gion',
      description:
        'Un ultimo bagno caldo all’alba, poi da Odawara lo shinkansen Hikari ti porta a Kyoto in poco più di due ore. Nel tardo pomeriggio passeggi lungo il canale Shirakawa e per Hanamikoji, dove con un po’ di fortuna incroci una maiko diretta a una casa da tè; cena nei vicoli stretti di Pontocho, affacciati sul fiume Kamo.',
      activities: [
        {
          time: 'Alba',
          title: 'Bagno nell’onsen del ryokan',
          type: 'free',
          location: 'Hakone-Yumoto',
        },
        {
          time: '10:10',
          title: 'Shinkansen Hikari Odawara–Kyoto',
          type: 'transfer',
          location: 'Stazione di Odawara',
        },
        { time: '13:00', title: 'Check-in', type: 'hotel', location: 'Hotel Granvia Kyoto' },
        {
          time: '16:30',
          title: 'Santuario Yasaka, Shirakawa e Hanamikoji',
          type: 'tour',
          location: 'Gion',
        },
        { time: '19:30', title: 'Cena sul fiume Kamo', type: 'food', location: 'Pontocho' },
      ],
    },
    {
      day: 7,
      title: 'Fushimi Inari e Kiyomizu-dera',
      description:
        'Partenza presto per salire tra i torii di Fushimi Inari quando la luce è ancora bassa: fino all’incrocio di Yotsutsuji sono circa quaranta minuti di scalini, con Kyoto che si apre sotto di te. Poi la terrazza di legno del Kiyomizu-dera, le salite di Sannenzaka e Ninenzaka e, nel pomeriggio, una cerimonia del tè in una machiya.',
      highlight: true,
      activities: [
        {
          time: 'Alba',
          title: 'Salita tra i torii di Fushimi Inari',
          type: 'tour',
          location: 'Fushimi Inari Taisha',
        },
        { time: '10:30', title: 'Tempio Kiyomizu-dera', type: 'tour', location: 'Higashiyama' },
        {
          time: 'Pranzo',
          title: 'Yudofu, il tofu caldo della tradizione zen',
          type: 'food',
          location: 'Higashiyama',
        },
        {
          time: '15:00',
          title: 'Sannenzaka, Ninenzaka e cerimonia del tè',
          type: 'activity',
          location: 'Higashiyama',
        },
      ],
    },
    {
      day: 8,
      title: 'Arashiyama e il Padiglione d’Oro',
      description:
        'Entri nel boschetto di bambù di Arashiyama alle otto, quando il vento tra le canne è l’unico rumore. Visiti il giardino del Tenryu-ji, attraversi il ponte Togetsukyo e pranzi con soba fredda; nel pomeriggio il Kinkaku-ji si specchia nel suo laghetto e il giardino di sabbia e pietre del Ryoan-ji ti chiede dieci minuti di silenzio.',
      activities: [
        { time: '08:00', title: 'Boschetto di bambù', type: 'tour', location: 'Arashiyama' },
        {
          time: '09:30',
          title: 'Giardino del Tenryu-ji e ponte Togetsukyo',
          type: 'tour',
          location: 'Arashiyama',
        },
        { time: 'Pranzo', title: 'Soba fredda con tempura', type: 'food', location: 'Arashiyama' },
        { time: '14:30', title: 'Kinkaku-ji e Ryoan-ji', type: 'tour', location: 'Kyoto nord' },
        { time: 'Sera', title: 'Serata libera a Kyoto', type: 'free' },
      ],
    },
    {
      day: 9,
      title: 'Nara e il mercato di Nishiki',
      description:
        'In trentacinque minuti di treno Kintetsu sei a Nara, dove i cervi ti vengono incontro e si inchinano per un biscotto. Il Todai-ji custodisce un Buddha di bronzo alto quindici metri, mentre il Kasuga Taisha è un sentiero di lanterne di pietra coperte di muschio. Rientro a Kyoto per gli ultimi acquisti a Nishiki e la cena di arrivederci.',
      activities: [
        {
          time: '08:45',
          title: 'Treno Kintetsu per Nara',
          type: 'transfer',
          location: 'Stazione di Kyoto',
        },
        { time: '09:30', title: 'Parco dei cervi e Todai-ji', type: 'tour', location: 'Nara' },
        { time: '11:30', title: 'Santuario Kasuga Taisha', type: 'tour', location: 'Nara' },
        { time: 'Pomeriggio', title: 'Mercato di Nishiki', type: 'free', location: 'Kyoto centro' },
        { time: '19:30', title: 'Cena kaiseki di arrivederci', type: 'food', location: 'Gion' },
      ],
    },
    {
      day: 10,
      title: 'Rientro in Italia',
      description:
        'Ultima colazione giapponese e trasferimento privato all’aeroporto di Osaka Kansai, costruito su un’isola artificiale nella baia. Volo Finnair per Helsinki, dove ti aspetta la coincidenza per Roma o Milano: grazie al fuso, atterri in Italia la sera stessa, con la valigia piena di tè matcha e ventagli.',
      activities: [
        {
          time: '06:30',
          title: 'Colazione e check-out',
          type: 'hotel',
          location: 'Hotel Granvia Kyoto',
        },
        { time: '07:15', title: 'Trasferimento privato a Osaka Kansai', type: 'transfer' },
        {
          time: '10:50',
          title: 'Volo per Helsinki',
          type: 'flight',
          location: 'Aeroporto di Osaka Kansai',
        },
        {
          time: '17:30',
          title: 'Coincidenza per Roma e Milano',
          type: 'flight',
          location: 'Aeroporto di Helsinki',
        },
      ],
    },
  ],
  reviews: [
    {
      id: 'tokyo-kyoto-r1',
      authorName: 'Giulia M.',
      location: 'Bari',
      rating: 5,
      text: 'Il giorno di Hakone me lo porto nel cuore: il battello sul lago Ashi, il Fuji che è spuntato dalle nuvole per dieci minuti e poi l’onsen del ryokan. I coordinatori hanno pensato a tutto, perfino a spiegare al ristorante la mia allergia ai crostacei.',
      date: 'aprile 2025',
    },
    {
      id: 'tokyo-kyoto-r2',
      authorName: 'Marco T.',
      location: 'Milano',
      rating: 4,
      text: 'Ritmo intenso, soprattutto a Tokyo: si cammina tantissimo, portate scarpe comode. Però salire a Fushimi Inari all’alba con i torii ancora vuoti vale ogni sveglia. Avrei voluto mezza giornata libera in più a Kyoto.',
      date: 'novembre 2024',
    },
    {
      id: 'tokyo-kyoto-r3',
      authorName: 'Antonella R.',
      location: 'Lecce',
      rating: 5,
      text: 'Non pensavo che un museo potesse emozionarmi così: a teamLab camminavo nell’acqua tra i fiori di luce come una bambina. La mattina stessa avevamo fatto colazione con il tamagoyaki di Tsukiji. Gruppo di nove persone, affiatato dal primo giorno.',
      date: 'ottobre 2025',
    },
    {
      id: 'tokyo-kyoto-r4',
      authorName: 'Pasquale D.',
      location: 'Taranto',
      rating: 5,
      text: 'A Nara un cervo mi ha inseguito per tutto il parco per un biscotto, mia moglie ha ancora il video. Organizzazione impeccabile, treni presi al minuto e le valigie che ci aspettavano già in hotel a Kyoto.',
      date: 'maggio 2024',
    },
    {
      id: 'tokyo-kyoto-r5',
      authorName: 'Elena F.',
      location: 'Firenze',
      rating: 5,
      text: 'Primo viaggio in Asia e avevo paura di sentirmi spaesata. Con i due coordinatori e la guida italiana a Kyoto è stato tutto naturale, anche la cerimonia del tè e la cena in ginocchio sul tatami a Pontocho.',
      date: 'marzo 2026',
    },
    {
      id: 'tokyo-kyoto-r6',
      authorName: 'Roberto C.',
      location: 'Torino',
      rating: 3,
      text: 'Itinerario bello e guide preparate, ma le camere del Gracery sono davvero piccole e il rientro con scalo a Helsinki è stato lungo. Il Fuji a Hakone non si è fatto vedere: sfortuna, nessuno ci può fare niente.',
      date: 'luglio 2025',
    },
    {
      id: 'tokyo-kyoto-r7',
      authorName: 'Chiara S.',
      location: 'Napoli',
      rating: 5,
      text: 'Attraversare l’incrocio di Shibuya e poi guardarlo dall’alto di Shibuya Sky mentre si accendevano le luci è stato pazzesco. La sera in izakaya i coordinatori ci hanno insegnato a ordinare in giapponese: due parole, ma ci siamo sentiti a casa.',
      date: 'settembre 2026',
    },
  ],
};
