import type { Destination } from '../types.ts';

export const seychellesDubai: Destination = {
  id: 'seychelles-dubai',
  title: 'Seychelles & Dubai',
  description:
    'Una sosta a Dubai tra il Creek e il Burj Khalifa, poi le Seychelles delle cartoline: le montagne verdi di Mahé, la foresta dei coco de mer a Praslin, i massi di granito rosa di Anse Source d’Argent a La Digue. Una settimana intensa, con dieci posti e due coordinatori.',
  price: 2200,
  tripDays: 7,
  categoryId: 'islands',
  flights:
    'Voli Emirates da Milano Malpensa e Roma Fiumicino per Dubai e da Dubai per Mahé (circa 4 ore e mezza), con bagaglio in stiva da 25 kg; tra le isole ci si muove con il catamarano veloce Cat Cocos, il traghetto per La Digue e un volo interno di un quarto d’ora da Praslin a Mahé.',
  hotels: [
    {
      name: 'Canopy by Hilton Dubai Al Seef',
      stars: 4,
      description:
        'Affacciato sul Dubai Creek nel quartiere restaurato di Al Seef, a due passi dagli imbarcaderi delle abra e dai souk di Bur Dubai.',
    },
    {
      name: 'Coral Strand Hotel',
      stars: 4,
      description:
        'Direttamente sulla sabbia di Beau Vallon, la baia più lunga di Mahé, con camere vista oceano e un ristorante creolo sulla spiaggia.',
    },
    {
      name: 'Paradise Sun Hotel',
      stars: 4,
      description:
        'Bungalow in granito e legno tra le palme di Anse Volbert, sulla Côte d’Or di Praslin, a pochi minuti dal molo dei traghetti per La Digue.',
    },
  ],
  experiences: [
    {
      title: 'La Vallée de Mai',
      description:
        'Cammini nella foresta patrimonio UNESCO dove crescono i coco de mer, i semi più grandi del mondo vegetale, e con un po’ di pazienza senti il fischio del pappagallo nero di Praslin.',
    },
    {
      title: 'Anse Source d’Argent in bicicletta',
      description:
        'A La Digue si pedala: attraversi la vecchia piantagione de L’Union e arrivi alla spiaggia dei massi di granito rosa più fotografata dell’oceano Indiano.',
    },
    {
      title: 'Pomeriggio ad Anse Lazio',
      description:
        'Sabbia bianca, acqua calma e due promontori di granito all’estremità nord di Praslin: una delle spiagge più belle dell’arcipelago, da godere fino al tramonto.',
    },
    {
      title: 'Mahé dall’alto',
      description:
        'Sulla strada di Sans Souci sali fino alle rovine della Mission Lodge, il belvedere sulla costa occidentale, dopo il mercato coloratissimo di Victoria.',
    },
    {
      title: 'Dubai in un giorno',
      description:
        'Le torri del vento di Al Fahidi, l’abra sul Creek, i souk di Deira e il tramonto dal 124° piano del Burj Khalifa durante la sosta all’andata.',
    },
  ],
  includes: [
    'Voli Emirates andata e ritorno da Milano o Roma, tasse aeroportuali e bagaglio da 25 kg',
    '2 notti al Canopy by Hilton Dubai Al Seef con colazione',
    '2 notti al Coral Strand di Mahé e 2 notti al Paradise Sun di Praslin in mezza pensione',
    'Trasferimenti privati, catamarano Cat Cocos Mahé–Praslin, traghetto per La Digue e volo interno Praslin–Mahé',
    'Tour della vecchia Dubai con abra sul Creek e biglietto At the Top del Burj Khalifa',
    'Giro dell’isola di Mahé con guida creola, mercato di Victoria e pranzo ad Anse Royale',
    'Ingresso alla Vallée de Mai, bici a La Digue e ingresso a L’Union Estate',
    'Due coordinatori Maestrale con il gruppo per tutto il viaggio',
    'Assicurazione completa sanitaria e bagaglio',
  ],
  itinerary: [
    {
      day: 1,
      title: 'Partenza per Dubai',
      description:
        'Appuntamento in aeroporto con i coordinatori, che ti consegnano il programma stampato e le etichette per i bagagli, e volo Emirates verso Dubai. Arrivi a sera, quando il caldo allenta la presa: il transfer ti lascia ad Al Seef, sulla riva del Creek, dove le lanterne dei caffè si accendono davanti ai dhow di legno ormeggiati.',
      activities: [
        {
          time: '10:00',
          title: 'Ritrovo al check-in Emirates',
          type: 'activity',
          location: 'Milano Malpensa / Roma Fiumicino',
        },
        { time: '12:00', title: 'Volo Emirates per Dubai', type: 'flight' },
        {
          time: '20:30',
          title: 'Transfer privato ad Al Seef',
          type: 'transfer',
          location: 'Dubai',
        },
        {
          time: '21:30',
          title: 'Check-in al Canopy by Hilton',
          type: 'hotel',
          location: 'Al Seef',
        },
        {
          time: '22:00',
          title: 'Passeggiata serale lungo il Creek',
          type: 'free',
          location: 'Al Seef',
        },
      ],
    },
    {
      day: 2,
      title: 'Dubai, dal Creek alle nuvole',
      description:
        'Mattina nella Dubai più antica: i vicoli di Al Fahidi con le torri del vento, poi l’abra per Deira e il profumo di cardamomo e incenso del Souk delle Spezie. Nelle ore più calde c’è la piscina dell’hotel; a fine pomeriggio sali sul Burj Khalifa per vedere il deserto tingersi d’arancio e ceni a Downtown davanti alle fontane.',
      activities: [
        {
          time: '09:00',
          title: 'Vicoli e torri del vento di Al Fahidi',
          type: 'tour',
          location: 'Bur Dubai',
        },
        {
          time: '10:30',
          title: 'Abra per Deira e Souk delle Spezie',
          type: 'ship',
          location: 'Dubai Creek',
        },
        {
          time: 'Pranzo',
          title: 'Shawarma e succo di melograno tra i souk',
          type: 'food',
          location: 'Deira',
        },
        { time: 'Pomeriggio', title: 'Pausa in piscina', type: 'free', location: 'Al Seef' },
        {
          time: '17:30',
          title: 'At the Top del Burj Khalifa',
          type: 'tour',
          location: 'Downtown Dubai',
        },
        {
          time: '20:00',
          title: 'Cena davanti alla Dubai Fountain',
          type: 'food',
          location: 'Downtown Dubai',
        },
      ],
    },
    {
      day: 3,
      title: 'Rotta su Mahé',
      description:
        'Volo del mattino verso sud, sopra l’oceano Indiano: in quattro ore e mezza atterri a Mahé, dove le montagne coperte di giungla scendono fino al mare. Mezz’ora di strada tutta curve attraverso Victoria e sei a Beau Vallon. Il pomeriggio è per il primo bagno; al tramonto le piroghe dei pescatori rientrano proprio davanti all’hotel.',
      activities: [
        { time: '06:30', title: 'Transfer all’aeroporto di Dubai', type: 'transfer' },
        { time: '08:45', title: 'Volo Emirates per Mahé', type: 'flight' },
        {
          time: '13:15',
          title: 'Arrivo alle Seychelles e transfer',
          type: 'transfer',
          location: 'Mahé',
        },
        {
          time: '14:30',
          title: 'Check-in al Coral Strand',
          type: 'hotel',
          location: 'Beau Vallon',
        },
        {
          time: 'Tramonto',
          title: 'Primo bagno a Beau Vallon',
          type: 'beach',
          location: 'Beau Vallon',
        },
      ],
    },
    {
      day: 4,
      title: 'Il giro di Mahé',
      description:
        'Si comincia da Victoria, una delle capitali più piccole del mondo: la torre dell’orologio, il mercato Sir Selwyn Selwyn-Clarke con il pesce appena sbarcato e il tempio indù dai colori accesi. Poi si sale sulla Sans Souci fino alla Mission Lodge e si scende a sud per il pranzo creolo e il bagno ad Anse Intendance.',
      activities: [
        {
          time: '09:00',
          title: 'Mercato e torre dell’orologio di Victoria',
          type: 'tour',
          location: 'Victoria',
        },
        {
          time: '10:30',
          title: 'Belvedere della Mission Lodge',
          type: 'tour',
          location: 'Sans Souci',
        },
        {
          time: '13:00',
          title: 'Pranzo creolo: curry di polpo e chutney di papaya',
          type: 'food',
          location: 'Anse Royale',
        },
        {
          time: '15:00',
          title: 'Bagno ad Anse Intendance',
          type: 'beach',
          location: 'Sud di Mahé',
        },
        {
          time: '19:30',
          title: 'Cena con buffet creolo in hotel',
          type: 'food',
          location: 'Beau Vallon',
        },
      ],
    },
    {
      day: 5,
      title: 'Praslin e la Vallée de Mai',
      description:
        'Il Cat Cocos ti porta a Praslin in un’ora di navigazione. Si entra subito nella Vallée de Mai, la foresta primordiale dove le palme del coco de mer superano i trenta metri e le foglie fanno da tetto al sentiero. Nel pomeriggio si attraversa l’isola fino ad Anse Lazio: acqua cristallina, granito rosa e un cocktail al tramonto.',
      highlight: true,
      activities: [
        {
          time: '07:30',
          title: 'Catamarano Cat Cocos per Praslin',
          type: 'ship',
          location: 'Porto di Victoria',
        },
        {
          time: '09:30',
          title: 'Passeggiata guidata nella Vallée de Mai',
          type: 'tour',
          location: 'Praslin',
        },
        { time: '12:30', title: 'Check-in al Paradise Sun', type: 'hotel', location: 'Côte d’Or' },
        { time: '14:30', title: 'Pomeriggio ad Anse Lazio', type: 'beach', location: 'Anse Lazio' },
        {
          time: 'Tramonto',
          title: 'Cocktail al rum creolo sulla spiaggia',
          type: 'food',
          location: 'Anse Lazio',
        },
      ],
    },
    {
      day: 6,
      title: 'La Digue e Anse Source d’Argent',
      description:
        'Un quarto d’ora di traghetto e sbarchi a La Digue, dove le auto si contano sulle dita e tutti pedalano. In bici attraversi L’Union Estate, tra la casa della piantagione, il mulino della copra e le tartarughe giganti, fino ad Anse Source d’Argent: massi levigati dal vento, acqua bassa e tiepida. Rientro a Praslin per la cena di saluto.',
      highlight: true,
      activities: [
        {
          time: '08:30',
          title: 'Traghetto per La Digue',
          type: 'ship',
          location: 'Baie Sainte Anne',
        },
        {
          time: '09:00',
          title: 'Bici a noleggio e pedalata sull’isola',
          type: 'activity',
          location: 'La Passe',
        },
        {
          time: '10:00',
          title: 'L’Union Estate e le tartarughe giganti',
          type: 'tour',
          location: 'La Digue',
        },
        {
          time: '11:00',
          title: 'Bagno ad Anse Source d’Argent',
          type: 'beach',
          location: 'La Digue',
        },
        { time: '16:30', title: 'Traghetto di rientro a Praslin', type: 'ship' },
        {
          time: '20:00',
          title: 'Cena di saluto con grigliata creola',
          type: 'food',
          location: 'Côte d’Or',
        },
      ],
    },
    {
      day: 7,
      title: 'Rientro in Italia',
      description:
        'La giornata comincia presto con il piccolo aereo Air Seychelles verso Mahé: un quarto d’ora sopra le isole, con Praslin e La Digue che si allontanano dal finestrino. Da Mahé si vola a Dubai, dove la coincidenza per Milano e Roma parte nel pomeriggio; atterri la sera stessa, e i coordinatori salutano il gruppo al nastro bagagli.',
      activities: [
        { time: '06:30', title: 'Transfer all’aeroporto di Praslin', type: 'transfer' },
        { time: '07:30', title: 'Volo interno Praslin–Mahé', type: 'flight' },
        { time: '10:00', title: 'Volo Emirates per Dubai', type: 'flight', location: 'Mahé' },
        { time: 'Pomeriggio', title: 'Coincidenza a Dubai per Milano o Roma', type: 'flight' },
        {
          time: 'Sera',
          title: 'Arrivo in Italia',
          type: 'flight',
          location: 'Malpensa / Fiumicino',
        },
      ],
    },
  ],
  reviews: [
    {
      id: 'seychelles-dubai-r1',
      authorName: 'Roberta C.',
      location: 'Bari',
      rating: 5,
      text: 'Anse Source d’Argent supera qualsiasi foto, ma quello che porto a casa è la pedalata a La Digue con tutto il gruppo in fila indiana sotto le palme. Davide e Francesca sempre un passo avanti, senza mai farci sentire in gita scolastica.',
      date: 'aprile 2025',
    },
    {
      id: 'seychelles-dubai-r2',
      authorName: 'Luca F.',
      location: 'Monopoli',
      rating: 5,
      text: 'Sette giorni sembrano pochi per due mete così lontane, invece il ritmo era giusto. La Vallée de Mai mi ha sorpreso: un silenzio da cattedrale, le foglie enormi dei coco de mer e il pappagallo nero, che abbiamo visto davvero.',
      date: 'ottobre 2024',
    },
    {
      id: 'seychelles-dubai-r3',
      authorName: 'Sara G.',
      location: 'Firenze',
      rating: 4,
      text: 'Dubai è stata un bell’antipasto e i due hotel alle Seychelles erano sulla spiaggia, come promesso. Avrei voluto una notte in più a Praslin: Anse Lazio meriterebbe una giornata intera. Coordinatori attenti e simpatici.',
      date: 'gennaio 2026',
    },
    {
      id: 'seychelles-dubai-r4',
      authorName: 'Nicola T.',
      location: 'Matera',
      rating: 5,
      text: 'Abbiamo festeggiato trent’anni di matrimonio e Marco ci ha fatto trovare una torta a sorpresa alla cena di saluto a Praslin. Il curry di polpo mangiato ad Anse Royale resta il piatto più buono del viaggio.',
      date: 'luglio 2025',
    },
    {
      id: 'seychelles-dubai-r5',
      authorName: 'Martina V.',
      location: 'Torino',
      rating: 4,
      text: 'Organizzazione precisissima, dal Cat Cocos al voletto interno per Mahé. Unico neo, la giornata a Dubai con il caldo di agosto: per fortuna la pausa in piscina era in programma. Le spiagge del sud di Mahé sono meno affollate di quanto pensassi.',
      date: 'agosto 2025',
    },
    {
      id: 'seychelles-dubai-r6',
      authorName: 'Domenico A.',
      location: 'Foggia',
      rating: 5,
      text: 'Dieci persone diversissime e dopo due giorni sembravamo amici da anni. Il tramonto dal Burj Khalifa e la mattina dopo le montagne di Mahé dal finestrino: un salto che non dimentico. Giulia conosce ogni angolo delle isole.',
      date: 'maggio 2024',
    },
    {
      id: 'seychelles-dubai-r7',
      authorName: 'Ilaria N.',
      location: 'Pescara',
      rating: 3,
      text: 'Isole stupende e guida creola bravissima. Però in sette giorni ci sono tanti spostamenti, due cambi d’hotel e parecchie sveglie presto: chi cerca solo relax forse si stanca. Gruppo e coordinatori ottimi.',
      date: 'marzo 2026',
    },
  ],
};
