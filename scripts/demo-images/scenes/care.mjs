// Care categories: face, body, hands, duo, lashes and brows.
import { W, H, C, f, Scene, leaf, sprig, flame } from "../scene.mjs";

const scenes = {};
export default scenes;

function faceProfile(color, width) {
  // A continuous line: forehead → nose → lips → chin → neck, facing right.
  return `<path d="M498 150C532 160 552 196 552 240C552 262 556 276 560 288C564 306 584 330 596 348C600 356 594 364 576 368C568 370 566 378 570 388C573 395 574 399 568 404C564 407 565 411 570 415C573 421 568 430 558 436C554 446 566 458 562 474C556 494 534 500 514 502C508 532 508 572 514 620" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

scenes["cat-visage"] = () => {
  const s = new Scene(W, H, 15);
  s.backdrop("#F3E8DC", "#E8D3C2", { x: 0.55, y: 0.35, color: "#FFF8F0", a: 0.7, r: 0.6 });
  // soft disc behind the face
  s.add(`<circle cx="470" cy="330" r="230" fill="${s.rad([[0, "#E7BFA6"], [1, "#DDAE93"]], 0.4, 0.35, 0.7)}" opacity=".55"/>`);
  // leaves forming the hair
  s.add(sprig(s, [470, 250], [400, 160], [300, 150], { leaves: 8, len: 70, wid: 26 }));
  s.add(sprig(s, [470, 300], [380, 280], [280, 310], { leaves: 8, len: 66, wid: 24, colors: [C.sageDeep, C.sage, "#A9B995"] }));
  s.add(sprig(s, [480, 340], [420, 400], [340, 440], { leaves: 7, len: 60, wid: 22 }));
  s.add(sprig(s, [490, 200], [470, 120], [410, 80], { leaves: 6, len: 52, wid: 20, colors: ["#A9B995", C.sageDeep] }));
  // face line
  s.add(faceProfile(C.charcoal, 5));
  // closed eye with lashes
  s.add(`<path d="M520 300C530 310 545 310 553 302" fill="none" stroke="${C.charcoal}" stroke-width="4" stroke-linecap="round"/><path d="M526 306L522 316M534 309L532 320M543 309L544 320" stroke="${C.charcoal}" stroke-width="2.5" stroke-linecap="round"/>`);
  // eyebrow
  s.add(`<path d="M514 272C528 264 546 266 556 274" fill="none" stroke="${C.charcoal}" stroke-width="3.5" stroke-linecap="round" opacity=".8"/>`);
  // a little gold sparkle
  s.add(`<circle cx="700" cy="200" r="6" fill="${C.gold}"/><circle cx="740" cy="260" r="3.5" fill="${C.gold}" opacity=".8"/><circle cx="680" cy="470" r="4" fill="${C.gold}" opacity=".7"/>`);
  s.vignette(0.15);
  return s;
};

scenes["cat-corps"] = () => {
  const s = new Scene(W, H, 16);
  s.backdrop("#EADCCB", "#E0CDB6", { x: 0.5, y: 0.3, color: "#FFF6E8", a: 0.6, r: 0.6 });
  // hammam arch niche
  s.add(`<path d="M330 470V230C330 140 390 80 480 60C570 80 630 140 630 230V470Z" fill="${s.lin([[0, "#D9C3A5"], [1, "#CBB08D"]])}"/>`);
  s.add(`<path d="M360 470V236C360 160 410 112 480 96C550 112 600 160 600 236V470Z" fill="${s.lin([[0, "#F3E6D2"], [1, "#E2CCAE"]])}"/>`);
  // steam
  for (const [x, d] of [
    [440, 0],
    [480, 14],
    [520, 6],
  ]) {
    s.add(`<path d="M${x} ${360 - d}C${x - 18} ${330 - d} ${x + 18} ${300 - d} ${x} ${270 - d}C${x - 18} ${240 - d} ${x + 14} ${215 - d} ${x} ${190 - d}" fill="none" stroke="#FFFFFF" stroke-width="7" stroke-linecap="round" opacity=".55" ${s.blur(2)}/>`);
  }
  s.surface(470, "#C9AF8C", "#B8996F");
  // folded towels left
  s.shadow(210, 514, 140, 10, 0.32, 7);
  s.add(`<rect x="80" y="470" width="260" height="44" rx="14" fill="${s.lin([[0, C.ivory], [1, "#E2D5C0"]])}"/><rect x="92" y="430" width="236" height="44" rx="14" fill="${s.lin([[0, C.sageLight], [1, C.sage]])}"/><rect x="104" y="392" width="212" height="42" rx="14" fill="${s.lin([[0, "#F0DCCB"], [1, "#D9B39A"]])}"/>`);
  s.add(`<path d="M96 492H330M104 452H320M116 413H304" stroke="#FFFFFF" stroke-opacity=".45" stroke-width="2"/>`);
  // bowl of scrub
  s.shadow(520, 560, 140, 16, 0.35, 10);
  s.add(`<path d="M380 440C390 520 440 560 520 560C600 560 650 520 660 440Z" fill="${s.lin([[0, C.terracotta], [1, C.terracottaDeep]], 0, 0, 1, 0.6)}"/>`);
  s.add(`<ellipse cx="520" cy="440" rx="140" ry="26" fill="#B9653F"/><ellipse cx="520" cy="440" rx="128" ry="20" fill="${s.rad([[0, "#F6EEDD"], [1, "#DCC9AA"]], 0.5, 0.3, 0.7)}"/>`);
  let dots = "";
  for (let i = 0; i < 90; i++) {
    const a = s.rand() * Math.PI * 2;
    const r = Math.sqrt(s.rand());
    dots += `<circle cx="${f(520 + Math.cos(a) * r * 120)}" cy="${f(440 + Math.sin(a) * r * 17)}" r="${f(1 + s.rand() * 1.6)}" fill="${s.rand() > 0.5 ? "#BFA27A" : "#FFFFFF"}" opacity=".8"/>`;
  }
  s.add(dots);
  // wooden spoon
  s.add(`<path d="M600 436L760 360" stroke="${C.wood}" stroke-width="10" stroke-linecap="round"/><ellipse cx="592" cy="440" rx="26" ry="14" fill="${C.wood}" transform="rotate(-25 592 440)"/>`);
  // eucalyptus sprig
  s.add(sprig(s, [700, 590], [790, 540], [880, 470], { leaves: 9, wid: 16, round: true, colors: ["#A7B8A0", "#8FA38A", "#B8C6B0"] }));
  s.vignette(0.2);
  return s;
};

function finger(x0, y0, x1, y1, w, skin) {
  return `<path d="M${f(x0)} ${f(y0)}L${f(x1)} ${f(y1)}" stroke="${skin}" stroke-width="${w}" stroke-linecap="round"/>`;
}

function nail(x0, y0, x1, y1, w, color) {
  const a = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
  const len = w * 0.95;
  const nw = w * 0.62;
  return `<g transform="translate(${f(x1)} ${f(y1)}) rotate(${f(a)})"><rect x="${f(-len - 2)}" y="${f(-nw / 2)}" width="${f(len)}" height="${f(nw)}" rx="${f(nw / 2)}" fill="${color}"/><rect x="${f(-len + 4)}" y="${f(-nw / 2 + 3)}" width="${f(len * 0.45)}" height="3" rx="1.5" fill="#FFFFFF" opacity=".55"/></g>`;
}

scenes["cat-mains"] = () => {
  const s = new Scene(W, H, 17);
  s.backdrop("#F1E4D8", "#E6CFC0", { x: 0.4, y: 0.3, color: "#FFF7EF", a: 0.7, r: 0.6 });
  // a towel under the hand
  s.add(`<path d="M90 640L210 250C330 230 520 232 620 250L560 640Z" fill="${s.lin([[0, "#FBF6EE"], [1, "#EADFCF"]])}"/><path d="M150 640L250 250" stroke="#E2D4C0" stroke-width="3"/>`);
  const skin = C.skin;
  const polish = "#B5533C";
  // the hand (right hand, back view), drawn as rounded strokes
  const fingers = [
    [373, 430, 356, 300, 33],
    [410, 425, 405, 275, 34],
    [445, 428, 456, 292, 32],
    [476, 438, 504, 338, 28],
  ];
  let hand = "";
  hand += `<path d="M352 430C352 410 480 410 494 438C502 480 492 560 480 640H360C352 560 346 480 352 430Z" fill="${skin}"/>`;
  hand += finger(360, 500, 318, 440, 36, skin) + finger(318, 440, 296, 395, 32, skin);
  fingers.forEach(([x0, y0, x1, y1, w]) => (hand += finger(x0, y0, x1, y1, w, skin)));
  s.add(`<g transform="rotate(-14 420 480)">`);
  s.add(`<g transform="translate(10 12)" opacity=".18" ${s.blur(10)}><g fill="#3A2E22" stroke="#3A2E22">${hand.replaceAll(`stroke="${skin}"`, "").replaceAll(`fill="${skin}"`, "")}</g></g>`);
  s.add(hand);
  // knuckle and shading lines
  s.add(`<path d="M365 440C372 448 382 448 388 440M402 436C408 444 418 444 424 436M440 440C446 448 456 448 462 440" stroke="${C.skinDeep}" stroke-width="2.5" fill="none" stroke-linecap="round" opacity=".6"/><path d="M470 470C476 530 476 590 470 640" stroke="${C.skinDeep}" stroke-width="12" opacity=".25" fill="none" ${s.blur(6)}/>`);
  fingers.forEach(([x0, y0, x1, y1, w]) => s.add(nail(x0, y0, x1, y1, w, polish)));
  s.add(nail(318, 440, 296, 395, 32, polish));
  s.add(`</g>`);
  // nail polish bottle
  const bx = 720;
  s.shadow(bx, 520, 80, 14, 0.32, 8);
  s.add(`<rect x="${bx - 75}" y="400" width="150" height="120" rx="30" fill="${s.lin([[0, "#C96A4D"], [0.5, polish], [1, "#8D3A27"]], 0, 0, 1, 0)}"/>`);
  s.add(`<rect x="${bx - 75}" y="400" width="150" height="120" rx="30" fill="none" stroke="#FFFFFF" stroke-opacity=".35" stroke-width="4"/><rect x="${bx - 52}" y="414" width="14" height="84" rx="7" fill="#FFFFFF" opacity=".35"/>`);
  s.add(`<rect x="${bx - 26}" y="380" width="52" height="24" rx="4" fill="#E9DCCB"/>`);
  s.add(`<rect x="${bx - 24}" y="250" width="48" height="134" rx="8" fill="${s.lin([[0, "#5A5753"], [0.5, C.charcoal], [1, "#1F1E1C"]], 0, 0, 1, 0)}"/><rect x="${bx - 16}" y="262" width="7" height="110" rx="3.5" fill="#FFFFFF" opacity=".18"/>`);
  // polish drop
  s.add(`<ellipse cx="${bx - 130}" cy="560" rx="16" ry="7" fill="${polish}"/><ellipse cx="${bx - 134}" cy="558" rx="6" ry="2" fill="#FFFFFF" opacity=".5"/>`);
  s.add(sprig(s, [820, 600], [870, 560], [900, 470], { leaves: 6, len: 46, wid: 18 }));
  s.vignette(0.16);
  return s;
};

scenes["cat-duo"] = () => {
  const s = new Scene(W, H, 18);
  s.backdrop("#B9A38A", "#8F7A63", { x: 0.5, y: 0.35, color: "#FFE3B5", a: 0.45, r: 0.55 });
  s.surface(480, "#7C6752", "#66533F");
  const candle = (cx, top, w, bottom = 560) => {
    s.shadow(cx, bottom, w * 0.7, 12, 0.45, 8, "#1E1610");
    s.add(`<rect x="${cx - w / 2}" y="${top}" width="${w}" height="${bottom - top}" rx="12" fill="${s.lin([[0, "#D9CBB4"], [0.35, "#FBF5EA"], [1, "#CDBCA2"]], 0, 0, 1, 0)}"/>`);
    s.add(`<ellipse cx="${cx}" cy="${top + 4}" rx="${w / 2 - 2}" ry="10" fill="#F2E8D8"/><path d="M${cx - w / 2 + 10} ${top + 8}C${cx - w / 4} ${top + 22} ${cx - w / 4} ${top + 30} ${cx - w / 4 + 4} ${top + 46}" stroke="#FFFFFF" stroke-width="7" stroke-linecap="round" fill="none" opacity=".7"/>`);
    s.add(flame(s, cx, top + 2, 48));
  };
  candle(395, 250, 120);
  candle(555, 320, 120);
  // scattered petals
  const petals = [
    [250, 560, 20],
    [290, 590, -30],
    [690, 575, 60],
    [730, 548, 10],
    [660, 605, -15],
  ];
  petals.forEach(([x, y, a]) => s.add(leaf(s, x, y, 34, 12, a, "#D69A86", false)));
  s.add(sprig(s, [740, 620], [800, 560], [880, 540], { leaves: 7, len: 52, wid: 20, colors: ["#8DA27A", C.sageDeep] }));
  s.vignette(0.28, "#22180F");
  return s;
};

scenes["cat-regard"] = () => {
  const s = new Scene(W, H, 19);
  s.backdrop("#F3E7DB", "#E9D5C4", { x: 0.5, y: 0.4, color: "#FFF8F0", a: 0.8, r: 0.6 });
  // soft disc
  s.add(`<ellipse cx="480" cy="330" rx="300" ry="210" fill="${s.rad([[0, "#EBCDB7"], [1, "#EBCDB7", 0]])}"/>`);
  const ax = 300;
  const bx = 660;
  const y = 340;
  const upper = `M${ax} ${y}C${ax + 80} ${y - 110} ${bx - 80} ${y - 110} ${bx} ${y}`;
  const lower = `C${bx - 80} ${y + 70} ${ax + 80} ${y + 70} ${ax} ${y}Z`;
  const eye = `<path d="${upper}${lower}"/>`;
  s.add(`<path d="${upper}${lower}" fill="#FBF8F3"/>`);
  const iris = s.rad([[0, "#D9C68A"], [0.55, C.gold], [1, "#6F5E2A"]]);
  s.add(`<g ${s.clip(eye)}><circle cx="480" cy="${y - 6}" r="70" fill="${iris}"/><circle cx="480" cy="${y - 6}" r="30" fill="${C.ink}"/><circle cx="500" cy="${y - 26}" r="11" fill="#FFFFFF" opacity=".9"/><path d="${upper}" fill="none" stroke="#000000" stroke-opacity=".25" stroke-width="26" ${s.blur(6)}/></g>`);
  s.add(`<path d="${upper}" fill="none" stroke="${C.charcoal}" stroke-width="7" stroke-linecap="round"/><path d="M${ax} ${y}${lower.replace("Z", "")}" fill="none" stroke="${C.charcoal}" stroke-width="3" stroke-linecap="round" opacity=".7"/>`);
  // upper lid crease
  s.add(`<path d="M${ax + 30} ${y - 48}C${ax + 110} ${y - 140} ${bx - 110} ${y - 140} ${bx - 20} ${y - 52}" fill="none" stroke="${C.charcoal}" stroke-width="3" stroke-linecap="round" opacity=".45"/>`);
  // lashes along the upper lid
  let lashes = "";
  const P0 = [ax, y];
  const P1 = [ax + 80, y - 110];
  const P2 = [bx - 80, y - 110];
  const P3 = [bx, y];
  const cub = (t) => {
    const u = 1 - t;
    return [
      u * u * u * P0[0] + 3 * u * u * t * P1[0] + 3 * u * t * t * P2[0] + t * t * t * P3[0],
      u * u * u * P0[1] + 3 * u * u * t * P1[1] + 3 * u * t * t * P2[1] + t * t * t * P3[1],
    ];
  };
  for (let i = 0; i <= 16; i++) {
    const t = 0.1 + (0.88 * i) / 16;
    const [x, yy] = cub(t);
    const [x2, y2] = cub(Math.min(1, t + 0.01));
    const a = Math.atan2(y2 - yy, x2 - x) - Math.PI / 2; // outward normal (up)
    const len = 26 + 26 * Math.sin(Math.PI * Math.min(1, t * 1.1));
    const lean = (t - 0.35) * 0.9; // lashes sweep towards the outer corner
    const ex = x + Math.cos(a + lean) * len;
    const ey = yy + Math.sin(a + lean) * len;
    const cx = x + Math.cos(a) * len * 0.6;
    const cy = yy + Math.sin(a) * len * 0.6;
    lashes += `<path d="M${f(x)} ${f(yy)}Q${f(cx)} ${f(cy)} ${f(ex)} ${f(ey)}" fill="none" stroke="${C.charcoal}" stroke-width="3.5" stroke-linecap="round"/>`;
  }
  s.add(lashes);
  // brow
  s.add(`<path d="M300 185C380 130 520 118 640 165C650 170 648 178 638 176C530 148 400 158 306 196C296 200 292 190 300 185Z" fill="#5E4A3A" opacity=".85"/>`);
  s.vignette(0.14);
  return s;
};
