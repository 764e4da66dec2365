import type { Destination } from '../types.ts';

export const islandaNorvegia: Destination = {
  id: 'islanda-norvegia',
  title: 'Islanda & Norvegia',
  description:
    'Otto giorni tra ghiaccio e fiordi: il Circolo d’Oro, le cascate e le spiagge nere della costa sud, gli iceberg di Jökulsárlón e la caccia all’aurora boreale lontano dalle luci. Poi Bergen e il Nærøyfjord, tra traghetti, treni panoramici e case di legno colorate.',
  price: 1600,
  tripDays: 8,
  categoryId: 'adventure',
  flights:
    'Volo diretto Icelandair da Milano Malpensa a Keflavík, tratta Keflavík–Bergen con Icelandair e rientro da Bergen con SAS via Copenaghen su Milano o Roma; bagaglio da 23 kg incluso su tutti i voli.',
  hotels: [
    {
      name: 'Fosshotel Reykjavík',
      stars: 4,
      description:
        'Torre moderna a dieci minuti a piedi dal centro, con vista sulla baia e sul monte Esja dalle camere ai piani alti.',
    },
    {
      name: 'Hotel Rangá',
      stars: 4,
      description:
        'Lodge in legno vicino a Hella, lontano da ogni luce artificiale: se di notte compare l’aurora, la reception ti sveglia, e le vasche calde sono all’aperto.',
    },
    {
      name: 'Fosshotel Glacier Lagoon',
      stars: 4,
      description:
        'Linee nordiche e grandi vetrate sulla brughiera ai piedi del Vatnajökull, a una mezz’ora di strada dalla laguna di Jökulsárlón.',
    },
    {
      name: 'Clarion Hotel Admiral',
      stars: 4,
      description:
        'Un vecchio magazzino sul porto di Bergen, proprio di fronte alle case di legno di Bryggen: molte camere guardano l’acqua del Vågen.',
    },
  ],
  experiences: [
    {
      title: 'Caccia all’aurora boreale',
      description:
        'Nelle sere limpide si esce con i coordinatori verso i punti più bui della costa sud, dopo aver controllato insieme le previsioni di nuvolosità e attività solare.',
    },
    {
      title: 'Il Circolo d’Oro',
      description:
        'La faglia tra placca nordamericana ed euroasiatica a Þingvellir, lo Strokkur che erutta ogni pochi minuti e il doppio salto di Gullfoss.',
    },
    {
      title: 'Jökulsárlón e Diamond Beach',
      description:
        'Iceberg azzurri che si staccano dal ghiacciaio, galleggiano nella laguna e finiscono sulla sabbia nera come pezzi di vetro.',
    },
    {
      title: 'Blue Lagoon',
      description:
        'Acqua geotermale a 38 gradi tra campi di lava coperti di muschio, con maschera al fango di silice e un drink a bordo vasca.',
    },
    {
      title: 'Nærøyfjord e Flåmsbana',
      description:
        'Uno dei fiordi più stretti d’Europa, patrimonio UNESCO, attraversato in traghetto, e la ferrovia di Flåm che sale di oltre 860 metri tra cascate e tornanti.',
    },
  ],
  includes: [
    'Voli Italia–Keflavík, Keflavík–Bergen e Bergen–Italia con bagaglio da 23 kg',
    '7 notti in hotel 4 stelle con colazione, di cui 2 ai piedi del Vatnajökull',
    'Mezza pensione in Islanda e cena di fine viaggio a Bergen',
    'Minibus privato con autista in Islanda e tutti i trasferimenti',
    'Ingresso alla Blue Lagoon con pacchetto Comfort',
    'Navigazione a Jökulsárlón o grotta di ghiaccio, a seconda della stagione',
    'Escursione Norway in a Nutshell: treno per Voss, traghetto sul Nærøyfjord e Flåmsbana',
    'Due coordinatori Maestrale Viaggi per tutto il viaggio',
    'Assicurazione medica e bagaglio completa',
  ],
  itinerary: [
    {
      day: 1,
      title: 'Benvenuti a Reykjavík',
      description:
        'Poco più di quattro ore di volo diretto da Malpensa e si atterra a Keflavík, su una distesa di lava coperta di muschio. Quarantacinque minuti di strada e sei a Reykjavík: passeggiata lungo la Laugavegur fino alla chiesa di Hallgrímskirkja, poi le vetrate dell’Harpa sul porto e la prima cena di pesce, con merluzzo e skyr.',
      activities: [
        {
          time: 'Mattina',
          title: 'Ritrovo con i coordinatori e volo per Keflavík',
          type: 'flight',
          location: 'Milano Malpensa',
        },
        {
          time: '14:30',
          title: 'Arrivo e trasferimento a Reykjavík',
          type: 'transfer',
          location: 'Keflavík',
        },
        {
          time: '16:30',
          title: 'Passeggiata tra Laugavegur e Hallgrímskirkja',
          type: 'tour',
          location: 'Reykjavík',
        },
        {
          time: 'Sera',
          title: 'Cena di benvenuto al porto vecchio',
          type: 'food',
          location: 'Reykjavík',
        },
      ],
    },
    {
      day: 2,
      title: 'Il Circolo d’Oro',
      description:
        'A Þingvellir cammini nella gola di Almannagjá, dove le placche nordamericana ed euroasiatica si allontanano di un paio di centimetri l’anno e dove nel 930 si riunì il primo parlamento islandese. Pranzo tra i pomodori della serra di Friðheimar, poi l’attesa, macchina fotografica pronta, per lo Strokkur che spara acqua a venti metri e il fragore di Gullfoss.',
      activities: [
        {
          time: '09:00',
          title: 'Parco Nazionale di Þingvellir',
          type: 'tour',
          location: 'Þingvellir',
        },
        {
          time: 'Pranzo',
          title: 'Zuppa di pomodoro nella serra di Friðheimar',
          type: 'food',
          location: 'Reykholt',
        },
        {
          time: 'Pomeriggio',
          title: 'Geysir e la cascata di Gullfoss',
          type: 'tour',
          location: 'Haukadalur',
        },
        { time: 'Sera', title: 'Arrivo all’Hotel Rangá e cena', type: 'hotel', location: 'Hella' },
        { time: '22:30', title: 'Caccia all’aurora boreale', type: 'activity' },
      ],
    },
    {
      day: 3,
      title: 'Cascate e sabbia nera',
      description:
        'La Ring Road corre tra l’oceano e i ghiacciai. A Seljalandsfoss segui il sentiero che passa dietro il velo d’acqua, a Skógafoss ti bagna la nebbia sollevata dal salto, poi Reynisfjara: sabbia nera, colonne di basalto e i faraglioni di Reynisdrangar. Qui le onde anomale sono pericolose e si resta lontani dalla riva. Nel pomeriggio si attraversa il campo di lava di Eldhraun.',
      activities: [
        {
          time: '09:00',
          title: 'Seljalandsfoss e il sentiero dietro la cascata',
          type: 'tour',
          location: 'Seljalandsfoss',
        },
        { time: '10:30', title: 'Skógafoss', type: 'tour', location: 'Skógar' },
        {
          time: '12:00',
          title: 'Spiaggia nera di Reynisfjara',
          type: 'tour',
          location: 'Reynisfjara',
        },
        { time: 'Pranzo', title: 'Zuppa d’agnello a Vík', type: 'food', location: 'Vík í Mýrdal' },
        { time: 'Pomeriggio', title: 'Attraverso il campo di lava di Eldhraun', type: 'transfer' },
        {
          time: 'Sera',
          title: 'Cena e uscita per l’aurora',
          type: 'activity',
          location: 'Fosshotel Glacier Lagoon',
        },
      ],
    },
    {
      day: 4,
      title: 'Jökulsárlón, la laguna degli iceberg',
      description:
        'Blocchi di ghiaccio blu e bianchi si staccano dal Breiðamerkurjökull e scivolano lenti verso il mare. Da maggio a ottobre si naviga tra gli iceberg con un mezzo anfibio, d’inverno si entra in una grotta di ghiaccio con una guida alpina. Di fronte, la Diamond Beach; nel pomeriggio il sentiero di Skaftafell fino a Svartifoss, la cascata tra le colonne di basalto.',
      highlight: true,
      activities: [
        {
          time: '09:30',
          title: 'Navigazione tra gli iceberg o grotta di ghiaccio',
          type: 'ship',
          location: 'Jökulsárlón',
        },
        { time: '11:30', title: 'Diamond Beach', type: 'tour', location: 'Breiðamerkursandur' },
        {
          time: 'Pranzo',
          title: 'Pranzo al centro visitatori di Skaftafell',
          type: 'food',
          location: 'Skaftafell',
        },
        {
          time: 'Pomeriggio',
          title: 'Escursione a piedi fino a Svartifoss',
          type: 'activity',
          location: 'Skaftafell',
        },
        { time: 'Sera', title: 'Cena e seconda caccia all’aurora', type: 'activity' },
      ],
    },
    {
      day: 5,
      title: 'Ritorno a Reykjavík',
      description:
        'Giornata di strada, ma mai monotona: si torna verso ovest lungo la costa sud fermandosi dove la luce lo chiede, con una deviazione a Sólheimajökull per toccare da vicino una lingua glaciale. A Reykjavík la serata è libera e i coordinatori ti indicano dove provare la zuppa d’aragosta del porto vecchio o il fish & chips di merluzzo.',
      activities: [
        { time: '08:30', title: 'Partenza verso ovest sulla Ring Road', type: 'transfer' },
        { time: 'Pranzo', title: 'Sosta pranzo a Vík', type: 'food', location: 'Vík í Mýrdal' },
        {
          time: 'Pomeriggio',
          title: 'Passeggiata al ghiacciaio Sólheimajökull',
          type: 'activity',
          location: 'Sólheimajökull',
        },
        {
          time: '18:00',
          title: 'Rientro in hotel a Reykjavík',
          type: 'hotel',
          location: 'Fosshotel Reykjavík',
        },
        { time: 'Sera', title: 'Serata libera in città', type: 'free', location: 'Reykjavík' },
      ],
    },
    {
      day: 6,
      title: 'Blue Lagoon e volo per Bergen',
      description:
        'Ultima mattina islandese nelle acque lattiginose della Blue Lagoon, a venti minuti dall’aeroporto: maschera al fango di silice, un drink a bordo vasca e il vapore che sale tra i campi di lava. Nel pomeriggio poco più di due ore di volo verso la Norvegia e, dopo cena, una passeggiata tra i magazzini anseatici di Bryggen che si riflettono nel porto.',
      activities: [
        { time: '09:00', title: 'Bagno alla Blue Lagoon', type: 'activity', location: 'Grindavík' },
        { time: '13:30', title: 'Volo Keflavík–Bergen', type: 'flight', location: 'Keflavík' },
        {
          time: '18:30',
          title: 'Arrivo a Bergen e check-in sul porto',
          type: 'hotel',
          location: 'Clarion Hotel Admiral',
        },
        { time: 'Sera', title: 'Cena e passeggiata a Bryggen', type: 'food', location: 'Bryggen' },
      ],
    },
    {
      day: 7,
      title: 'Nærøyfjord e ferrovia di Flåm',
      description:
        'La giornata dei fiordi: treno da Bergen a Voss, pullman fino a Gudvangen con sosta al belvedere di Stalheim, poi due ore di traghetto nel Nærøyfjord, tra pareti di roccia alte mille metri e villaggi raggiungibili solo dall’acqua. A Flåm sali sulla Flåmsbana fino a Myrdal, tra cascate e gallerie, e il treno della linea di Bergen ti riporta in città per cena.',
      highlight: true,
      activities: [
        { time: '08:00', title: 'Treno Bergen–Voss', type: 'transfer', location: 'Bergen' },
        {
          time: '10:00',
          title: 'Pullman per Gudvangen via Stalheim',
          type: 'transfer',
          location: 'Voss',
        },
        {
          time: '11:30',
          title: 'Traghetto sul Nærøyfjord fino a Flåm',
          type: 'ship',
          location: 'Gudvangen',
        },
        { time: 'Pomeriggio', title: 'Flåmsbana da Flåm a Myrdal', type: 'tour', location: 'Flåm' },
        {
          time: '17:00',
          title: 'Treno panoramico Myrdal–Bergen',
          type: 'transfer',
          location: 'Myrdal',
        },
        {
          time: 'Sera',
          title: 'Cena di fine viaggio a base di pesce nordico',
          type: 'food',
          location: 'Bergen',
        },
      ],
    },
    {
      day: 8,
      title: 'Bergen dall’alto e rientro',
      description:
        'Prima della partenza la funicolare Fløibanen sale in pochi minuti sul monte Fløyen: la città, il porto e le isole ai tuoi piedi. Scendendo, un giro al mercato del pesce per assaggiare granchio reale e panini ai gamberetti, poi il trasferimento all’aeroporto di Flesland e il volo via Copenaghen che ti riporta in Italia in serata.',
      activities: [
        {
          time: '09:00',
          title: 'Funicolare Fløibanen sul monte Fløyen',
          type: 'tour',
          location: 'Fløyen',
        },
        { time: '11:00', title: 'Mercato del pesce di Bergen', type: 'food', location: 'Torget' },
        { time: '13:00', title: 'Trasferimento all’aeroporto di Flesland', type: 'transfer' },
        {
          time: '15:00',
          title: 'Volo SAS per l’Italia via Copenaghen',
          type: 'flight',
          location: 'Bergen Flesland',
        },
      ],
    },
  ],
  reviews: [
    {
      id: 'islanda-norvegia-r1',
      authorName: 'Chiara B.',
      location: 'Bari',
      rating: 5,
      text: 'La notte all’Hotel Rangá il telefono in camera ha squillato all’una: aurora! Siamo usciti con il piumino sopra il pigiama, tutti insieme, a guardare il cielo verde che si muoveva. I coordinatori erano già fuori con il cavalletto.',
      date: 'febbraio 2025',
    },
    {
      id: 'islanda-norvegia-r2',
      authorName: 'Luca T.',
      location: 'Bologna',
      rating: 4,
      text: 'Islanda meravigliosa, la Norvegia invece è quasi un assaggio: un solo giorno di fiordi è poco, anche se il Nærøyfjord dal traghetto ti lascia senza parole. In Islanda il ritmo è giusto, con soste frequenti e un autista prudentissimo sul ghiaccio.',
      date: 'marzo 2024',
    },
    {
      id: 'islanda-norvegia-r3',
      authorName: 'Sara M.',
      location: 'Trani',
      rating: 5,
      text: 'Camminare dietro la cascata di Seljalandsfoss, bagnati fino alle ossa e ridendo come bambini, è il ricordo che mi porto a casa. Gruppo piccolo e affiatato, e due coordinatori che conoscevano ogni sosta per la foto perfetta.',
      date: 'ottobre 2025',
    },
    {
      id: 'islanda-norvegia-r4',
      authorName: 'Giorgio V.',
      location: 'Roma',
      rating: 5,
      text: 'Jökulsárlón con il mezzo anfibio è stato irreale: la guida ha ripescato un pezzo di ghiaccio vecchio di secoli e ce l’ha fatto assaggiare. Anche la Flåmsbana merita, cercate un posto vicino al finestrino e tenete il telefono carico.',
      date: 'settembre 2024',
    },
    {
      id: 'islanda-norvegia-r5',
      authorName: 'Elena F.',
      location: 'Matera',
      rating: 3,
      text: 'Paesaggi da sogno, ma in otto giorni si sta parecchio in pullman, soprattutto nel rientro dalla laguna a Reykjavík. L’aurora non l’abbiamo vista per le nuvole: nessuno può garantirla e lo sapevamo, ma un po’ di delusione resta. Ottima l’assistenza dei coordinatori.',
      date: 'novembre 2025',
    },
    {
      id: 'islanda-norvegia-r6',
      authorName: 'Paolo G.',
      location: 'Verona',
      rating: 5,
      text: 'Non pensavo che una zuppa di pomodoro in una serra potesse diventare uno dei ricordi più belli del viaggio. Il Circolo d’Oro, lo Strokkur che erutta proprio mentre ti giri, e poi Bergen con le sue case colorate: tutto organizzato al minuto.',
      date: 'gennaio 2026',
    },
    {
      id: 'islanda-norvegia-r7',
      authorName: 'Marta A.',
      location: 'Molfetta',
      rating: 5,
      text: 'La Blue Lagoon prima del volo per Bergen è un colpo di genio: arrivi in Norvegia rilassata e con la pelle di seta. Ho viaggiato da sola e in un gruppo di otto persone mi sono sentita a casa dalla prima sera.',
      date: 'aprile 2026',
    },
  ],
};
