// The spa's own pictures: the home hero (stacked stones, rolled towels) and massages.
import { W, H, C, f, Scene, leaf, sprig, stone, stoneStack, STONE_TONES, towelBody, towelRoll, flame } from "../scene.mjs";

const scenes = {};
export default scenes;

scenes["hero-stones"] = () => {
  const s = new Scene(W, H, 11);
  s.backdrop("#EFE6D8", "#E2D3BC", { x: 0.72, y: 0.3, color: "#FFF9EE", a: 0.8, r: 0.55 });
  // water surface with ripples
  s.surface(430, "#D8C8AE", "#C9B597");
  for (let i = 0; i < 5; i++) {
    const rx = 120 + i * 70;
    s.add(`<ellipse cx="650" cy="530" rx="${rx}" ry="${f(rx * 0.16)}" fill="none" stroke="#FFFFFF" stroke-opacity="${f(0.5 - i * 0.08)}" stroke-width="2"/>`);
  }
  s.shadow(650, 532, 150, 20, 0.4, 10);
  s.add(
    stoneStack(
      s,
      650,
      540,
      [
        [150, 44],
        [118, 38],
        [92, 33],
        [70, 27],
        [46, 21],
      ],
      STONE_TONES,
    ),
  );
  // small pebbles
  s.shadow(395, 560, 55, 10, 0.3, 6);
  s.add(stone(s, 395, 548, 52, 18, "#6F685F", "#ADA497"));
  s.shadow(300, 590, 34, 7, 0.3, 5);
  s.add(stone(s, 300, 582, 32, 12, "#57524C", "#928B82"));
  // leaf sprig lying across
  s.add(sprig(s, [800, 600], [870, 520], [905, 420], { leaves: 9, len: 70, wid: 26 }));
  s.vignette(0.18);
  return s;
};

scenes["hero-towels"] = () => {
  const s = new Scene(W, H, 12);
  s.backdrop("#EEE5D6", "#E4D6C0", { x: 0.7, y: 0.2, color: "#FFFFFF", a: 0.6, r: 0.6 });
  s.surface(470, "#D6C2A3", "#C5AD8A");
  // towels pyramid: 3 / 2 / 1
  const r = 62;
  const cx = 640;
  s.shadow(cx + 10, 536, 250, 20, 0.35, 12);
  const rows = [
    [-1, 0, 1],
    [-0.5, 0.5],
    [0],
  ];
  const tones = [
    [C.cream, C.sandDeep],
    [C.sageLight, C.sageDeep],
    [C.sand, C.taupe],
    ["#F1DCCF", "#C99A83"],
  ];
  const rolls = [];
  let k = 0;
  rows.forEach((row, ri) => {
    const y = 535 - r - ri * r * 1.72;
    row.forEach((p) => rolls.push([cx - 40 + p * r * 2, y, ...tones[k++ % tones.length]]));
  });
  // bodies first (bottom row first so upper rolls rest on them), then the end faces
  for (const [x, y, c, d] of rolls) s.add(towelBody(s, x, y, r, 110, -40, c, d));
  for (const [x, y, c, d] of rolls) s.add(towelRoll(s, x, y, r, c, d));
  // sprig on top
  s.add(sprig(s, [520, 250], [580, 190], [680, 160], { leaves: 7, len: 52, wid: 20 }));
  // candle left
  s.shadow(300, 536, 70, 10, 0.3, 6);
  s.add(`<rect x="245" y="400" width="110" height="136" rx="10" fill="${s.lin([[0, "#FBF6EC"], [1, "#E4D6C0"]], 0, 0, 1, 0)}"/>`);
  s.add(`<ellipse cx="300" cy="402" rx="55" ry="10" fill="#EDE2CF"/>`);
  s.add(flame(s, 300, 396, 40));
  s.vignette(0.18);
  return s;
};

function massageTable(s, x, y, w) {
  // x,y: left top of the pad
  const padH = 34;
  const legC = C.woodDeep;
  let out = "";
  out += `<path d="M${x + 60} ${y + padH}L${x + 30} ${y + 210}M${x + 60} ${y + padH}L${x + 130} ${y + 210}M${x + w - 60} ${y + padH}L${x + w - 30} ${y + 210}M${x + w - 60} ${y + padH}L${x + w - 130} ${y + 210}" stroke="${legC}" stroke-width="12" stroke-linecap="round"/>`;
  out += `<path d="M${x + 70} ${y + 150}L${x + w - 70} ${y + 150}" stroke="${legC}" stroke-width="8" stroke-linecap="round"/>`;
  // face cradle (headrest) at the left end
  out += `<path d="M${x - 40} ${y + 30}L${x + 10} ${y + 22}" stroke="${C.charcoal}" stroke-width="7" stroke-linecap="round"/>`;
  out += `<rect x="${x - 92}" y="${y + 6}" width="86" height="24" rx="12" fill="${s.lin([[0, "#8B7A67"], [1, "#5E5044"]])}"/>`;
  out += `<rect x="${x}" y="${y}" width="${w}" height="${padH}" rx="14" fill="${s.lin([[0, "#8B7A67"], [1, "#5E5044"]])}"/>`;
  return out;
}

scenes["cat-massages"] = () => {
  const s = new Scene(W, H, 13);
  s.backdrop("#EFE7DA", "#E5D9C6", { x: 0.3, y: 0.25, color: "#FFF8EA", a: 0.7, r: 0.6 });
  // window with light
  s.add(`<rect x="120" y="70" width="220" height="300" rx="110" fill="${s.lin([[0, "#FBF7EE"], [1, "#EFE4D1"]])}" stroke="#D7C7AE" stroke-width="10"/>`);
  s.add(`<path d="M230 75V365M125 230H335" stroke="#D7C7AE" stroke-width="6"/>`);
  // floor
  s.surface(470, "#CDB796", "#BDA37F");
  s.add(`<path d="M0 470H960" stroke="#B59B77" stroke-width="3"/>`);
  // pendant lamp
  s.add(`<path d="M640 0V120" stroke="${C.charcoal}" stroke-width="2"/><path d="M600 150C600 120 680 120 680 150Z" fill="${C.gold}"/><circle cx="640" cy="158" r="90" fill="${s.rad([[0, "#FFF1CC", 0.7], [1, "#FFF1CC", 0]])}"/>`);
  // table
  s.shadow(560, 590, 280, 16, 0.3, 10);
  s.add(massageTable(s, 330, 380, 460));
  // folded towel + stones on the table
  s.add(`<rect x="610" y="352" width="140" height="30" rx="8" fill="${s.lin([[0, C.sageLight], [1, C.sage]])}"/><path d="M616 366H744" stroke="#FFFFFF" stroke-opacity=".5" stroke-width="2"/>`);
  s.add(stoneStack(s, 680, 354, [[46, 14], [36, 12], [26, 10]], STONE_TONES));
  // plant in a pot on the right
  s.shadow(880, 600, 60, 10, 0.3, 6);
  s.add(`<path d="M840 520H920L908 600H852Z" fill="${s.lin([[0, C.terracotta], [1, C.terracottaDeep]], 0, 0, 1, 0)}"/>`);
  s.add(sprig(s, [880, 520], [860, 420], [830, 330], { leaves: 8, len: 70, wid: 26 }));
  s.add(sprig(s, [882, 520], [910, 430], [930, 360], { leaves: 6, len: 60, wid: 22 }));
  s.vignette(0.2);
  return s;
};

scenes["svc-massage"] = () => {
  const s = new Scene(W, H, 14);
  s.backdrop("#EADFCF", "#DCCBB2", { x: 0.55, y: 0.2, color: "#FFF4DC", a: 0.7, r: 0.6 });
  s.surface(500, "#C9B190", "#B89C78");
  // pendant lamp and its glow
  s.add(`<circle cx="480" cy="150" r="260" fill="${s.rad([[0, "#FFF1CC", 0.6], [1, "#FFF1CC", 0]])}"/>`);
  s.add(`<path d="M480 0V130" stroke="${C.charcoal}" stroke-width="2"/><path d="M430 168C430 128 530 128 530 168Z" fill="${C.gold}"/><ellipse cx="480" cy="168" rx="50" ry="5" fill="#FFF4D6"/>`);
  // table
  s.shadow(480, 610, 330, 16, 0.3, 10);
  const x = 200;
  const y = 400;
  const w = 600;
  s.add(massageTable(s, x, y, w));
  // person lying face down: head in the cradle, back, towel
  const skin = s.rad([[0, "#F1D3BB"], [1, C.skinDeep]], 0.45, 0.3, 0.8);
  s.add(`<path d="M175 388C180 362 205 352 240 352C300 350 330 338 380 340C440 342 470 356 500 366L500 402H188C178 402 172 398 175 388Z" fill="${skin}"/>`);
  // shoulder blade hints
  s.add(`<path d="M290 360C310 372 340 372 360 362M410 352C425 362 440 366 460 364" stroke="${C.skinDeep}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".6"/>`);
  // head + hair bun
  s.add(`<ellipse cx="168" cy="378" rx="34" ry="30" fill="${skin}"/><path d="M140 364C146 338 190 336 200 360C196 372 150 378 140 364Z" fill="#5B4433"/><circle cx="150" cy="348" r="15" fill="#5B4433"/>`);
  // arm along the body
  s.add(`<path d="M250 396C300 404 380 404 440 398" stroke="${C.skinDeep}" stroke-width="4" fill="none" stroke-linecap="round" opacity=".6"/>`);
  // towel over the lower body
  s.add(`<path d="M480 360C560 350 700 346 790 372L800 412H470C466 392 468 372 480 360Z" fill="${s.lin([[0, C.ivory], [1, "#E3D8C6"]])}"/>`);
  s.add(`<path d="M500 372C520 392 520 402 512 412M600 356C606 380 606 398 600 410M700 356C712 378 716 396 712 410" stroke="#D4C5AE" stroke-width="2.5" fill="none"/>`);
  // hot stones on the back
  [
    [300, 352, 20, 9],
    [352, 346, 22, 9],
    [405, 348, 20, 9],
  ].forEach(([cx, cy, rx, ry]) => s.add(stone(s, cx, cy, rx, ry)));
  // orchid / sprig in a vase right
  s.shadow(880, 598, 40, 8, 0.3, 5);
  s.add(`<path d="M855 520C850 560 860 596 880 598C900 596 910 560 905 520Z" fill="${s.lin([[0, C.cream], [1, C.sandDeep]], 0, 0, 1, 0)}"/>`);
  s.add(sprig(s, [880, 522], [860, 450], [880, 360], { leaves: 7, len: 55, wid: 22 }));
  s.vignette(0.2);
  return s;
};
