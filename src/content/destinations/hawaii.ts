import type { Destination } from '../types.ts';

export const hawaii: Destination = {
  id: 'hawaii',
  title: 'Hawaii',
  description:
    'Oahu e Maui in una settimana: l’alba sul cratere di Diamond Head, Pearl Harbor, la prima lezione di surf a Waikiki e le tartarughe del North Shore, poi il sole che sorge sopra le nuvole dell’Haleakala, la Road to Hana e un luau sulla spiaggia di Wailea.',
  price: 2500,
  tripDays: 7,
  categoryId: 'islands',
  flights:
    'Voli di linea da Roma Fiumicino e Milano Malpensa per Honolulu con scalo a Los Angeles o San Francisco, volo interisola Honolulu–Maui di 35 minuti e rientro da Kahului con scalo sulla costa ovest e in Europa. Bagaglio da 23 kg incluso.',
  hotels: [
    {
      name: 'Outrigger Waikiki Beach Resort',
      stars: 4,
      description:
        'Direttamente sulla sabbia di Waikiki, con Diamond Head in fondo alla baia e musica hawaiana dal vivo ogni sera al Duke’s.',
    },
    {
      name: 'Wailea Beach Resort – Marriott, Maui',
      stars: 4,
      description:
        'Sulla costa soleggiata del sud di Maui, con piscine a sfioro sull’oceano e, d’inverno, le balene megattere visibili dal prato.',
    },
  ],
  experiences: [
    {
      title: 'Alba sull’Haleakala',
      description:
        'A 3.055 metri, avvolto in una coperta, guardi il sole sorgere sopra un mare di nuvole sul bordo del cratere.',
    },
    {
      title: 'Snorkeling con le tartarughe',
      description:
        'Nelle acque di Makena, a Turtle Town, nuoti accanto alle tartarughe verdi che gli hawaiani chiamano honu.',
    },
    {
      title: 'La Road to Hana',
      description:
        'Oltre seicento curve e cinquanta ponti a una corsia tra cascate, foresta pluviale e la spiaggia nera di Wai’anapanapa.',
    },
    {
      title: 'Luau sulla spiaggia',
      description:
        'Maiale kalua cotto nel forno di terra, poi hula e danza del fuoco mentre il sole scende sull’oceano.',
    },
    {
      title: 'Pearl Harbor',
      description:
        'Il memoriale bianco della USS Arizona, raggiunto in barca, sopra la nave affondata il 7 dicembre 1941.',
    },
  ],
  includes: [
    'Voli di linea A/R dall’Italia e volo interisola Honolulu–Maui, con bagaglio da 23 kg e tasse',
    '6 notti in resort 4 stelle sul mare: 3 a Waikiki e 3 a Wailea',
    'Colazione ogni giorno, pranzo al North Shore, luau con cena e spettacolo, cena di arrivederci a Paia',
    'Minivan privato con autista su Oahu e Maui, inclusi tutti i trasferimenti',
    'Pearl Harbor e memoriale USS Arizona, giro dell’isola di Oahu e Road to Hana con guida',
    'Alba all’Haleakala con prenotazione e ingresso al parco nazionale',
    'Lezione di surf a Waikiki e snorkeling guidato con attrezzatura a Turtle Town',
    'Due coordinatori Maestrale Viaggi dall’Italia, per un gruppo di massimo 10 persone',
    'Assicurazione medico-bagaglio completa, con massimale adeguato agli Stati Uniti',
  ],
  itinerary: [
    {
      day: 1,
      title: 'Verso Honolulu',
      description:
        'Partenza al mattino con i due coordinatori e scalo a Los Angeles o San Francisco, dove si passano i controlli di frontiera americani. Il secondo volo sorvola cinque ore di Pacifico; atterri a Honolulu la sera dello stesso giorno, grazie alle dodici ore di fuso, e all’uscita ti aspetta una collana di fiori profumati.',
      activities: [
        {
          time: '09:30',
          title: 'Volo per gli Stati Uniti',
          type: 'flight',
          location: 'Roma Fiumicino / Milano Malpensa',
        },
        {
          time: 'Pomeriggio',
          title: 'Scalo e coincidenza per Honolulu',
          type: 'flight',
          location: 'Los Angeles o San Francisco',
        },
        {
          time: '20:00',
          title: 'Arrivo e benvenuto con il lei di fiori',
          type: 'transfer',
          location: 'Aeroporto di Honolulu',
        },
        {
          time: '21:00',
          title: 'Check-in a Waikiki',
          type: 'hotel',
          location: 'Outrigger Waikiki Beach Resort',
        },
      ],
    },
    {
      day: 2,
      title: 'Diamond Head, Pearl Harbor e surf',
      description:
        'Il fuso ti sveglia presto, ed è perfetto: all’alba sali sul cratere di Diamond Head, un chilometro e mezzo di sentiero fino a Waikiki vista dall’alto. In tarda mattinata la barca ti porta al memoriale della USS Arizona a Pearl Harbor; nel pomeriggio la prima lezione di surf, poi un mai tai al tramonto sotto le palme del Royal Hawaiian.',
      highlight: true,
      activities: [
        {
          time: 'Alba',
          title: 'Sentiero sul cratere di Diamond Head',
          type: 'activity',
          location: 'Diamond Head State Monument',
        },
        {
          time: '10:00',
          title: 'Pearl Harbor e memoriale USS Arizona',
          type: 'tour',
          location: 'Pearl Harbor',
        },
        { time: 'Pranzo', title: 'Poke bowl di tonno ahi', type: 'food', location: 'Honolulu' },
        { time: '15:00', title: 'Lezione di surf', type: 'beach', location: 'Waikiki Beach' },
        {
          time: 'Tramonto',
          title: 'Mai tai sulla spiaggia',
          type: 'free',
          location: 'Royal Hawaiian, Waikiki',
        },
      ],
    },
    {
      day: 3,
      title: 'Il giro di Oahu e il North Shore',
      description:
        'Lungo la costa est ti fermi al geyser marino di Halona e al belvedere di Makapu’u, poi costeggi le pareti verdi della Kualoa Ranch, dove fu girato Jurassic Park. A Kahuku pranzi con i gamberi all’aglio del food truck, a Laniakea guardi le tartarughe riposare sulla sabbia e a Haleiwa chiudi con una granita shave ice arcobaleno.',
      activities: [
        {
          time: '08:30',
          title: 'Halona Blowhole e Makapu’u',
          type: 'tour',
          location: 'Costa est di Oahu',
        },
        { time: '10:30', title: 'Valle di Kualoa', type: 'tour', location: 'Kualoa' },
        { time: 'Pranzo', title: 'Garlic shrimp al food truck', type: 'food', location: 'Kahuku' },
        {
          time: '14:30',
          title: 'Tartarughe di Laniakea e Waimea Bay',
          type: 'beach',
          location: 'North Shore',
        },
        { time: '16:30', title: 'Shave ice e botteghe di surf', type: 'free', location: 'Haleiwa' },
      ],
    },
    {
      day: 4,
      title: 'Maui: tartarughe e luau',
      description:
        'Trentacinque minuti di volo e sei a Kahului, dove il minivan ti porta sulla costa sud, a Wailea. Nel pomeriggio maschera e pinne a Turtle Town, davanti a Makena, con le tartarughe verdi che brucano alghe sugli scogli di lava. La sera è di festa: luau sulla spiaggia, con il maiale cotto nell’imu, l’hula e la danza del fuoco.',
      activities: [
        {
          time: '08:30',
          title: 'Volo interisola per Maui',
          type: 'flight',
          location: 'Aeroporto di Honolulu',
        },
        {
          time: '11:00',
          title: 'Check-in a Wailea',
          type: 'hotel',
          location: 'Wailea Beach Resort – Marriott',
        },
        {
          time: '14:00',
          title: 'Snorkeling con le tartarughe',
          type: 'activity',
          location: 'Turtle Town, Makena',
        },
        { time: 'Tramonto', title: 'Luau con cena e spettacolo', type: 'food', location: 'Wailea' },
      ],
    },
    {
      day: 5,
      title: 'L’alba sopra le nuvole dell’Haleakala',
      description:
        'Partenza alle tre di notte, con la giacca pesante: in cima al vulcano Haleakala, a 3.055 metri, la temperatura sfiora lo zero. Quando il sole sbuca dal mare di nuvole il cratere si colora di rosso e ocra. Scendendo visiti la fattoria di lavanda di Kula e il paese dei cowboy di Makawao; al tramonto, le tartarughe sulla spiaggia di Ho’okipa.',
      highlight: true,
      activities: [
        {
          time: '03:00',
          title: 'Salita in minivan al vulcano',
          type: 'transfer',
          location: 'Wailea',
        },
        {
          time: 'Alba',
          title: 'Alba sul cratere dell’Haleakala',
          type: 'activity',
          location: 'Haleakala National Park',
        },
        { time: '09:30', title: 'Campi di lavanda', type: 'tour', location: 'Kula' },
        {
          time: 'Pranzo',
          title: 'Pranzo nel paese dei paniolo',
          type: 'food',
          location: 'Makawao',
        },
        {
          time: 'Tramonto',
          title: 'Tartarughe sulla spiaggia di Ho’okipa',
          type: 'beach',
          location: 'Paia',
        },
      ],
    },
    {
      day: 6,
      title: 'La Road to Hana',
      description:
        'La strada più famosa delle Hawaii si snoda tra bambù, eucalipti arcobaleno e ponti a una sola corsia. Fai il bagno sotto le Twin Falls, ti affacci sulla lava nera della penisola di Ke’anae, compri il banana bread in un chiosco e cammini sulla spiaggia di sabbia nera di Wai’anapanapa. La cena di arrivederci è da Mama’s Fish House, sull’oceano.',
      highlight: true,
      activities: [
        { time: '07:00', title: 'Partenza sulla Hana Highway', type: 'transfer', location: 'Paia' },
        { time: '08:30', title: 'Cascate di Twin Falls', type: 'activity', location: 'Ha’iku' },
        {
          time: '10:30',
          title: 'Penisola di Ke’anae e banana bread',
          type: 'food',
          location: 'Ke’anae',
        },
        { time: '13:00', title: 'Spiaggia nera di Wai’anapanapa', type: 'beach', location: 'Hana' },
        {
          time: '19:30',
          title: 'Cena di arrivederci',
          type: 'food',
          location: 'Mama’s Fish House, Kuau',
        },
      ],
    },
    {
      day: 7,
      title: 'Aloha, Maui',
      description:
        'Un’ultima passeggiata all’alba sul sentiero costiero di Wailea, con le onde che si rompono sulla lava, poi il minivan ti porta all’aeroporto di Kahului. Il volo del mattino per Los Angeles si collega alla partenza serale per l’Europa: atterri in Italia nel pomeriggio del giorno seguente, con la collana di fiori ormai secca in valigia.',
      activities: [
        {
          time: 'Alba',
          title: 'Passeggiata sul Wailea Beach Path',
          type: 'free',
          location: 'Wailea',
        },
        {
          time: '06:30',
          title: 'Check-out e trasferimento a Kahului',
          type: 'transfer',
          location: 'Wailea Beach Resort – Marriott',
        },
        {
          time: '08:30',
          title: 'Volo per Los Angeles',
          type: 'flight',
          location: 'Aeroporto di Kahului',
        },
        {
          time: 'Sera',
          title: 'Coincidenza per l’Italia',
          type: 'flight',
          location: 'Los Angeles',
        },
      ],
    },
  ],
  reviews: [
    {
      id: 'hawaii-r1',
      authorName: 'Rosa P.',
      location: 'Bari',
      rating: 5,
      text: 'Sull’Haleakala si gelava, ma quando il sole è uscito dalle nuvole nessuno sentiva più il freddo. I coordinatori avevano portato coperte e tè caldo per tutti: dettagli che fanno la differenza.',
      date: 'giugno 2025',
    },
    {
      id: 'hawaii-r2',
      authorName: 'Alessandro F.',
      location: 'Trani',
      rating: 5,
      text: 'A Turtle Town una tartaruga mi è passata sotto la pancia mentre facevo snorkeling, a mezzo metro. Ero emozionato come un bambino. Il luau della sera è stato il modo perfetto per chiudere quella giornata.',
      date: 'agosto 2024',
    },
    {
      id: 'hawaii-r3',
      authorName: 'Silvia B.',
      location: 'Milano',
      rating: 4,
      text: 'Le Hawaii in sette giorni sono tirate: il fuso di dodici ore si sente e il rientro è lunghissimo. Detto questo, ogni giornata è stata piena di cose belle, e il gruppo di dieci si è mosso sempre senza intoppi.',
      date: 'novembre 2025',
    },
    {
      id: 'hawaii-r4',
      authorName: 'Gianluca M.',
      location: 'Roma',
      rating: 5,
      text: 'A Pearl Harbor, sul memoriale dell’Arizona, c’era un silenzio che non dimenticherò. Nel pomeriggio invece risate a Waikiki: alla terza onda mi sono alzato sulla tavola e l’istruttore ha applaudito.',
      date: 'aprile 2025',
    },
    {
      id: 'hawaii-r5',
      authorName: 'Laura D.',
      location: 'Lecce',
      rating: 5,
      text: 'La Road to Hana è stata la mia giornata preferita: il bagno sotto le cascate, il banana bread ancora caldo, la spiaggia nera. E la cena di arrivederci da Mama’s Fish House, con i coordinatori che ci hanno fatto brindare uno per uno.',
      date: 'settembre 2026',
    },
    {
      id: 'hawaii-r6',
      authorName: 'Paolo Z.',
      location: 'Bergamo',
      rating: 4,
      text: 'Il giro di Oahu mi è piaciuto molto, soprattutto i gamberi all’aglio di Kahuku e le tartarughe che dormivano sulla spiaggia di Laniakea. Un giorno in più su Maui non avrebbe guastato, ma per il prezzo è un ottimo viaggio.',
      date: 'marzo 2024',
    },
    {
      id: 'hawaii-r7',
      authorName: 'Teresa C.',
      location: 'Matera',
      rating: 5,
      text: 'Siamo partiti in viaggio di nozze e avevamo paura del viaggio di gruppo. Invece eravamo in otto, simpaticissimi, e i coordinatori ci hanno lasciato i nostri spazi: il mai tai al tramonto a Waikiki è stato solo nostro.',
      date: 'maggio 2026',
    },
  ],
};
