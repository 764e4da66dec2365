// Every destination's scenes, in catalogue order.
import maldiveDubai from './maldive-dubai.mjs';
import seychellesDubai from './seychelles-dubai.mjs';
import baliSingapore from './bali-singapore.mjs';
import thailandia from './thailandia.mjs';
import tokyoKyoto from './tokyo-kyoto.mjs';
import newYorkMiami from './new-york-miami.mjs';
import laVegas from './la-vegas.mjs';
import hawaii from './hawaii.mjs';
import grecia from './grecia.mjs';
import sharmElSheikh from './sharm-el-sheikh.mjs';
import tanzaniaZanzibar from './tanzania-zanzibar.mjs';
import islandaNorvegia from './islanda-norvegia.mjs';
import peruMachuPicchu from './peru-machu-picchu.mjs';
import canadaVancouverRockies from './canada-vancouver-rockies.mjs';
import indiaTriangoloOro from './india-triangolo-oro.mjs';
import cinaPechinoXianShanghai from './cina-pechino-xian-shanghai.mjs';
import kenyaSafariExperience from './kenya-safari-experience.mjs';
import pragaBudapest from './praga-budapest.mjs';
import londraHarryPotter from './londra-harry-potter.mjs';
import parigiDisneyland from './parigi-disneyland.mjs';
import veneziaVerona from './venezia-verona.mjs';

export const destinations = [
  ['maldive-dubai', maldiveDubai],
  ['seychelles-dubai', seychellesDubai],
  ['bali-singapore', baliSingapore],
  ['thailandia', thailandia],
  ['tokyo-kyoto', tokyoKyoto],
  ['new-york-miami', newYorkMiami],
  ['la-vegas', laVegas],
  ['hawaii', hawaii],
  ['grecia', grecia],
  ['sharm-el-sheikh', sharmElSheikh],
  ['tanzania-zanzibar', tanzaniaZanzibar],
  ['islanda-norvegia', islandaNorvegia],
  ['peru-machu-picchu', peruMachuPicchu],
  ['canada-vancouver-rockies', canadaVancouverRockies],
  ['india-triangolo-oro', indiaTriangoloOro],
  ['cina-pechino-xian-shanghai', cinaPechinoXianShanghai],
  ['kenya-safari-experience', kenyaSafariExperience],
  ['praga-budapest', pragaBudapest],
  ['londra-harry-potter', londraHarryPotter],
  ['parigi-disneyland', parigiDisneyland],
  ['venezia-verona', veneziaVerona],
];
