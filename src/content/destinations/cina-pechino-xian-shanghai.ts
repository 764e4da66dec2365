import type { Destination } from '../types.ts';

export const cinaPechinoXianShanghai: Destination = {
  id: 'cina-pechino-xian-shanghai',
  title: 'Cina: Pechino, Xi’an e Shanghai',
  description:
    'La Città Proibita, i vicoli degli hutong e la Grande Muraglia a Mutianyu; il treno ad alta velocità fino a Xi’an per l’Esercito di Terracotta e le mura in bicicletta; infine Shanghai, tra il Giardino Yu e le luci del Bund davanti ai grattacieli di Pudong.',
  price: 0,
  tripDays: 8,
  categoryId: 'emerging',
  flights:
    'Voli diretti Air China da Milano Malpensa o Roma Fiumicino per Pechino e rientro diretto da Shanghai con China Eastern; volo interno Xi’an–Shanghai incluso, bagaglio da 23 kg su tutte le tratte.',
  hotels: [
    {
      name: 'Novotel Beijing Peace',
      stars: 4,
      description:
        'Nel vicolo di Jinyu Hutong, a due passi dalla via pedonale di Wangfujing e a venti minuti a piedi dalla Città Proibita.',
    },
    {
      name: 'Sofitel Xi’an on Renmin Square',
      stars: 5,
      description:
        'Dentro le mura Ming, in un complesso degli anni Cinquanta restaurato, comodo per raggiungere in bici la Torre della Campana e il quartiere musulmano.',
    },
    {
      name: 'Hotel Indigo Shanghai on the Bund',
      stars: 5,
      description:
        'Sul lungofiume di Shiliupu, con le camere che guardano lo skyline di Pudong e un bar all’ultimo piano perfetto per la sera.',
    },
  ],
  experiences: [
    {
      title: 'La Città Proibita',
      description:
        'Dalla Porta Meridiana alla Porta del Genio Militare, attraverso le sale del trono e i cortili dove per cinque secoli vissero gli imperatori Ming e Qing.',
    },
    {
      title: 'La Grande Muraglia a Mutianyu',
      description:
        'Il tratto più bello e meno affollato vicino a Pechino: sali in funivia, cammini tra le torri di guardia sulle creste boscose e scendi in slittino.',
    },
    {
      title: 'Anatra laccata alla pechinese',
      description:
        'Tagliata al tavolo dallo chef, arrotolata nelle crêpe sottili con cipollotto, cetriolo e salsa hoisin: il rito gastronomico di Pechino.',
    },
    {
      title: 'L’Esercito di Terracotta',
      description:
        'Migliaia di guerrieri a grandezza naturale, ognuno con un volto diverso, schierati da oltre duemila anni a guardia del primo imperatore.',
    },
    {
      title: 'In bici sulle mura di Xi’an',
      description:
        'Quasi quattordici chilometri di pedalata sopra le mura Ming meglio conservate della Cina, con i tetti della città vecchia da un lato e i grattacieli dall’altro.',
    },
    {
      title: 'Il Bund di notte',
      description:
        'I palazzi coloniali illuminati sul lungofiume e, dall’altra parte dello Huangpu, la Oriental Pearl Tower e la Shanghai Tower che si accendono al buio.',
    },
  ],
  includes: [
    'Voli diretti Italia–Pechino e Shanghai–Italia con bagaglio da 23 kg',
    'Volo interno Xi’an–Shanghai',
    'Treno ad alta velocità Pechino–Xi’an in seconda classe',
    '6 notti in hotel 4 e 5 stelle con colazione',
    'Guide locali parlanti italiano a Pechino, Xi’an e Shanghai',
    'Ingressi a Città Proibita, Tempio del Cielo, Grande Muraglia con funivia, Esercito di Terracotta e Giardino Yu',
    'Cena con anatra alla pechinese, noleggio bici sulle mura e giro in risciò negli hutong',
    'Due coordinatori Maestrale Viaggi con il gruppo per tutto il viaggio',
    'Assicurazione medica e bagaglio completa',
  ],
  itinerary: [
    {
      day: 1,
      title: 'In volo verso Pechino',
      description:
        'Ti ritrovi in aeroporto con i coordinatori e il resto del gruppo: al massimo dieci persone, che a fine viaggio conoscerai bene. Il volo diretto Air China decolla nel primo pomeriggio e attraversa l’Asia centrale in circa dieci ore. Cena a bordo, qualche parola di cinese imparata per gioco e poi si prova a dormire.',
      activities: [
        {
          time: '11:00',
          title: 'Ritrovo con i coordinatori al check-in',
          type: 'activity',
          location: 'Milano Malpensa / Roma Fiumicino',
        },
        { time: '13:30', title: 'Volo diretto Air China per Pechino', type: 'flight' },
        { time: 'Sera', title: 'Cena a bordo e notte in volo', type: 'flight' },
      ],
    },
    {
      day: 2,
      title: 'Pechino e il Tempio del Cielo',
      description:
        'Atterri a Pechino la mattina presto e, dopo il check-in anticipato, il primo pranzo è di ravioli jiaozi. Nel pomeriggio il Tempio del Cielo, con la Sala della Preghiera dai tetti blu e il parco dove i pensionati giocano a carte, cantano e ballano. La sera passeggi tra le luci e gli spiedini di Wangfujing.',
      activities: [
        {
          time: '06:30',
          title: 'Arrivo e trasferimento in hotel',
          type: 'transfer',
          location: 'Aeroporto di Pechino',
        },
        {
          time: 'Mattina',
          title: 'Check-in anticipato e riposo',
          type: 'hotel',
          location: 'Novotel Beijing Peace',
        },
        { time: 'Pranzo', title: 'Ravioli jiaozi al vapore', type: 'food', location: 'Dongcheng' },
        {
          time: 'Pomeriggio',
          title: 'Tempio del Cielo e il suo parco',
          type: 'tour',
          location: 'Tiantan',
        },
        { time: 'Sera', title: 'Passeggiata a Wangfujing', type: 'free', location: 'Wangfujing' },
      ],
    },
    {
      day: 3,
      title: 'Tiananmen, Città Proibita e hutong',
      description:
        'La mattina attraversi piazza Tiananmen ed entri nella Città Proibita dalla Porta Meridiana, cortile dopo cortile fino al Giardino Imperiale. Dalla collina del parco Jingshan vedi i suoi tetti gialli tutti insieme. Nel pomeriggio il risciò ti porta negli hutong attorno ai laghi di Shichahai, poi la sera cena con anatra laccata.',
      activities: [
        { time: '08:30', title: 'Piazza Tiananmen', type: 'tour', location: 'Tiananmen' },
        {
          time: '09:30',
          title: 'Visita guidata della Città Proibita',
          type: 'tour',
          location: 'Città Proibita',
        },
        {
          time: '12:30',
          title: 'Panorama dal parco Jingshan',
          type: 'activity',
          location: 'Jingshan',
        },
        {
          time: 'Pomeriggio',
          title: 'Hutong in risciò e tè in una casa a corte',
          type: 'activity',
          location: 'Shichahai',
        },
        {
          time: 'Sera',
          title: 'Cena con anatra alla pechinese',
          type: 'food',
          location: 'Dongcheng',
        },
      ],
    },
    {
      day: 4,
      title: 'Sulla Grande Muraglia',
      description:
        'Un’ora e mezza di strada verso nord e sei a Mutianyu, dove la Muraglia corre sulle creste tra boschi di castagni. Sali in funivia e cammini da una torre di guardia all’altra, con i tratti più ripidi che si perdono all’orizzonte. Si scende in slittino, poi pranzo con trota alla griglia nel villaggio ai piedi delle mura.',
      highlight: true,
      activities: [
        { time: '08:00', title: 'Partenza per Mutianyu', type: 'transfer', location: 'Pechino' },
        {
          time: '09:45',
          title: 'Funivia e cammino tra le torri',
          type: 'tour',
          location: 'Grande Muraglia di Mutianyu',
        },
        { time: '12:00', title: 'Discesa in slittino', type: 'activity', location: 'Mutianyu' },
        {
          time: 'Pranzo',
          title: 'Trota alla griglia nel villaggio',
          type: 'food',
          location: 'Mutianyu',
        },
        {
          time: 'Sera',
          title: 'Spettacolo di acrobati (facoltativo)',
          type: 'free',
          location: 'Chaoyang',
        },
      ],
    },
    {
      day: 5,
      title: 'A 350 all’ora fino a Xi’an',
      description:
        'Dalla stazione di Pechino Ovest il treno ad alta velocità copre i 1.200 chilometri fino a Xi’an in meno di cinque ore, tra pianure di grano e colline di loess. Nel pomeriggio noleggi una bici e fai il giro completo delle mura Ming. La sera il quartiere musulmano, tra roujiamo, spiedini di agnello al cumino e biangbiang noodles.',
      activities: [
        {
          time: '08:00',
          title: 'Treno ad alta velocità per Xi’an',
          type: 'transfer',
          location: 'Stazione di Pechino Ovest',
        },
        {
          time: '13:00',
          title: 'Arrivo e check-in',
          type: 'hotel',
          location: 'Sofitel Xi’an on Renmin Square',
        },
        {
          time: 'Pomeriggio',
          title: 'Giro delle mura in bicicletta',
          type: 'activity',
          location: 'Mura di Xi’an',
        },
        {
          time: 'Sera',
          title: 'Cena di strada nel quartiere musulmano',
          type: 'food',
          location: 'Huimin Jie',
        },
      ],
    },
    {
      day: 6,
      title: 'L’Esercito di Terracotta',
      description:
        'A un’ora da Xi’an, nella fossa numero 1, ti trovi davanti le file di fanti e cavalli di terracotta del primo imperatore Qin Shi Huang, poi gli arcieri della fossa 2 e il comando della fossa 3. Nel pomeriggio la Grande Pagoda dell’Oca Selvatica, dove il monaco Xuanzang custodiva i sutra portati dall’India. Cena con banchetto di ravioli.',
      highlight: true,
      activities: [
        { time: '08:30', title: 'Trasferimento a Lintong', type: 'transfer', location: 'Xi’an' },
        {
          time: '09:30',
          title: 'Visita guidata dell’Esercito di Terracotta',
          type: 'tour',
          location: 'Lintong',
        },
        { time: 'Pranzo', title: 'Noodles tirati a mano', type: 'food', location: 'Lintong' },
        {
          time: 'Pomeriggio',
          title: 'Grande Pagoda dell’Oca Selvatica',
          type: 'tour',
          location: 'Xi’an',
        },
        {
          time: 'Sera',
          title: 'Banchetto di ravioli',
          type: 'food',
          location: 'Torre del Tamburo',
        },
      ],
    },
    {
      day: 7,
      title: 'Shanghai, dal giardino al Bund',
      description:
        'Un volo di due ore ti porta a Shanghai. Nel pomeriggio entri nella città vecchia per il Giardino Yu, con rocce traforate, padiglioni e laghetti di carpe, e assaggi gli xiaolongbao ripieni di brodo. Al tramonto cammini sul Bund, poi sali su un battello lungo lo Huangpu per vedere Pudong illuminata come in un film di fantascienza.',
      highlight: true,
      activities: [
        {
          time: '08:30',
          title: 'Volo Xi’an–Shanghai',
          type: 'flight',
          location: 'Aeroporto di Xi’an Xianyang',
        },
        {
          time: '11:30',
          title: 'Arrivo e check-in',
          type: 'hotel',
          location: 'Hotel Indigo Shanghai on the Bund',
        },
        { time: 'Pranzo', title: 'Xiaolongbao ripieni di brodo', type: 'food', location: 'Yuyuan' },
        {
          time: 'Pomeriggio',
          title: 'Giardino Yu e città vecchia',
          type: 'tour',
          location: 'Yuyuan',
        },
        { time: 'Tramonto', title: 'Passeggiata sul Bund', type: 'tour', location: 'The Bund' },
        {
          time: 'Sera',
          title: 'Crociera sullo Huangpu e cena d’arrivederci',
          type: 'ship',
          location: 'Fiume Huangpu',
        },
      ],
    },
    {
      day: 8,
      title: 'Zaijian, Cina',
      description:
        'All’alba il Bund è dei signori che fanno tai chi e degli aquiloni: vale la pena scendere a guardarli. Dopo colazione, un’ora tra i platani e le ville della Concessione Francese lungo Wukang Road. Poi il treno Maglev a levitazione magnetica fino all’aeroporto di Pudong e il volo diretto China Eastern che ti riporta in Italia in serata.',
      activities: [
        { time: 'Alba', title: 'Tai chi sul Bund', type: 'activity', location: 'The Bund' },
        {
          time: '09:00',
          title: 'Passeggiata in Wukang Road',
          type: 'free',
          location: 'Concessione Francese',
        },
        {
          time: '11:00',
          title: 'Maglev fino all’aeroporto',
          type: 'transfer',
          location: 'Longyang Road',
        },
        {
          time: 'Pomeriggio',
          title: 'Volo diretto per l’Italia',
          type: 'flight',
          location: 'Aeroporto di Shanghai Pudong',
        },
      ],
    },
  ],
  reviews: [
    {
      id: 'cina-pechino-xian-shanghai-r1',
      authorName: 'Giorgio T.',
      location: 'Bari',
      rating: 5,
      text: 'A Mutianyu c’eravamo quasi solo noi, una mattina di ottobre limpidissima. Abbiamo camminato fino all’ultima torre aperta e siamo scesi in slittino ridendo come bambini. Davide e Marco hanno tenuto il gruppo unito senza mai metterci fretta.',
      date: 'ottobre 2024',
    },
    {
      id: 'cina-pechino-xian-shanghai-r2',
      authorName: 'Simona V.',
      location: 'Bergamo',
      rating: 4,
      text: 'L’Esercito di Terracotta è ancora più impressionante dal vivo, ma la fossa 1 era affollatissima e serve pazienza. Il giro delle mura di Xi’an in bici invece è stato un momento di pace. Programma intenso, otto giorni volano.',
      date: 'aprile 2025',
    },
    {
      id: 'cina-pechino-xian-shanghai-r3',
      authorName: 'Raffaele C.',
      location: 'Salerno',
      rating: 5,
      text: 'Avevo paura di una Cina difficile da girare, con la lingua e le app. Giulia ci aveva preparato tutto: pagamenti, biglietti del treno, perfino i nomi dei piatti da ordinare nel quartiere musulmano. Zero stress, solo meraviglia.',
      date: 'maggio 2025',
    },
    {
      id: 'cina-pechino-xian-shanghai-r4',
      authorName: 'Beatrice M.',
      location: 'Modena',
      rating: 5,
      text: 'L’anatra laccata tagliata al tavolo e il giro in risciò negli hutong con il tè nella casa a corte: Pechino mi ha conquistata. A Shanghai la crociera di sera sullo Huangpu è stata il gran finale perfetto.',
      date: 'settembre 2025',
    },
    {
      id: 'cina-pechino-xian-shanghai-r5',
      authorName: 'Angela P.',
      location: 'Monopoli',
      rating: 3,
      text: 'Le visite sono bellissime e i coordinatori bravissimi, ma per me Shanghai è troppo sacrificata: un pomeriggio e una mattina non bastano. Inoltre la Città Proibita in un giorno festivo cinese era una marea di gente. Consiglio di evitare la Golden Week.',
      date: 'ottobre 2025',
    },
    {
      id: 'cina-pechino-xian-shanghai-r6',
      authorName: 'Emanuele R.',
      location: 'Cagliari',
      rating: 5,
      text: 'Il treno a 350 all’ora da Pechino a Xi’an, puntuale al minuto, mi ha fatto sentire nel futuro; il giorno dopo i guerrieri di terracotta mi hanno riportato indietro di duemila anni. Francesca è una guida nella guida.',
      date: 'aprile 2026',
    },
  ],
};
