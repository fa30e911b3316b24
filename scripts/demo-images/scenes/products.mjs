// The e-shop's products, each on its own little stage.
import { W, H, C, f, Scene, quad, leaf, sprig, stone, flame } from "../scene.mjs";

const scenes = {};
export default scenes;

function productStage(seed, top, bottom, surfTop, surfBottom, glow = "#FFFFFF") {
  const s = new Scene(W, H, seed);
  s.backdrop(top, bottom, { x: 0.5, y: 0.35, color: glow, a: 0.65, r: 0.55 });
  s.surface(470, surfTop, surfBottom);
  // a soft disc behind the product
  s.add(`<circle cx="480" cy="300" r="230" fill="#FFFFFF" opacity=".22"/>`);
  // products are drawn at a comfortable size and then enlarged around their base
  s.add(`<g transform="translate(480 572) scale(1.16) translate(-480 -572)">`);
  const vignette = s.vignette.bind(s);
  s.vignette = (...a) => (s.add("</g>"), vignette(...a));
  return s;
}

scenes["prd-oil"] = () => {
  const s = productStage(31, "#EFE3D0", "#E5D3B9", "#D8C3A2", "#C8AF8A");
  s.shadow(480, 562, 110, 16, 0.4, 9);
  const amber = s.lin([[0, "#7A3E12"], [0.35, "#B8692A"], [0.6, "#C27A38"], [1, "#6A3410"]], 0, 0, 1, 0);
  s.add(`<path d="M395 560V330C395 290 430 270 460 262V222H500V262C530 270 565 290 565 330V560C565 568 558 574 550 574H410C402 574 395 568 395 560Z" fill="${amber}"/>`);
  s.add(`<path d="M412 540V340C412 310 428 292 446 284" stroke="#FFFFFF" stroke-opacity=".35" stroke-width="10" stroke-linecap="round" fill="none"/>`);
  // oil level line
  s.add(`<path d="M396 300C430 306 530 306 564 300" stroke="#F2B36B" stroke-opacity=".5" stroke-width="3" fill="none"/>`);
  // cap
  s.add(`<rect x="452" y="170" width="56" height="60" rx="6" fill="${s.lin([[0, "#55524E"], [0.4, "#2A2927"], [1, "#171615"]], 0, 0, 1, 0)}"/>`);
  for (let k = 0; k < 6; k++) s.add(`<path d="M${460 + k * 8} 176V224" stroke="#FFFFFF" stroke-opacity=".08" stroke-width="2"/>`);
  // blank label with a gold sprig mark
  s.add(`<rect x="415" y="380" width="130" height="130" rx="6" fill="#F4ECDD"/><rect x="425" y="390" width="110" height="110" rx="3" fill="none" stroke="${C.gold}" stroke-width="2"/>`);
  s.add(sprig(s, [480, 480], [470, 450], [482, 410], { leaves: 5, len: 22, wid: 10, colors: [C.gold], stem: C.gold, stemWidth: 2 }));
  // lavender sprigs
  for (const [x0, x1, y1] of [
    [640, 760, 330],
    [650, 800, 370],
  ]) {
    s.add(`<path d="M${x0} 560Q${(x0 + x1) / 2} 470 ${x1} ${y1}" stroke="${C.sageDeep}" stroke-width="3" fill="none"/>`);
    for (let k = 0; k < 9; k++) {
      const [x, y] = quad([x0, 560], [(x0 + x1) / 2, 470], [x1, y1], 0.6 + k * 0.05);
      s.add(`<ellipse cx="${f(x + (k % 2 ? 5 : -5))}" cy="${f(y)}" rx="6" ry="9" fill="${k % 2 ? "#9C8AAE" : "#B3A3C2"}"/>`);
    }
  }
  s.vignette(0.16);
  return s;
};

scenes["prd-cream"] = () => {
  const s = productStage(32, "#E6EADB", "#D9DFCA", "#C9D0B6", "#B6BF9F");
  s.shadow(470, 566, 100, 14, 0.38, 9);
  // tube standing on its cap
  const body = s.lin([[0, "#DCD5C6"], [0.3, "#FBF8F2"], [0.7, "#F3EEE4"], [1, "#CFC6B4"]], 0, 0, 1, 0);
  s.add(`<path d="M400 180H540L520 480H420Z" fill="${body}"/>`);
  s.add(`<rect x="394" y="164" width="152" height="24" rx="3" fill="#E9E2D3"/>`);
  for (let k = 0; k < 18; k++) s.add(`<path d="M${400 + k * 8} 166V186" stroke="#CFC6B4" stroke-width="2"/>`);
  // cap
  s.add(`<rect x="418" y="478" width="104" height="88" rx="10" fill="${s.lin([[0, "#9C8A3D"], [0.4, C.goldLight], [1, "#8E7C34"]], 0, 0, 1, 0)}"/>`);
  // label band with a leaf mark
  s.add(`<rect x="414" y="300" width="112" height="70" fill="${C.sage}" opacity=".85"/><path d="M414 300H526M414 370H526" stroke="${C.sageDeep}" stroke-width="2"/>`);
  s.add(leaf(s, 452, 348, 40, 12, -35, C.ivory, false));
  s.add(`<path d="M430 200L440 460" stroke="#FFFFFF" stroke-opacity=".6" stroke-width="8" stroke-linecap="round"/>`);
  // dollop of cream
  s.shadow(640, 560, 56, 10, 0.3, 6);
  s.add(`<path d="M590 556C585 530 610 520 630 522C628 505 650 494 664 506C676 496 698 512 690 530C706 534 708 556 692 560Z" fill="${s.rad([[0, "#FFFFFF"], [1, "#E8E0D0"]], 0.4, 0.3, 0.8)}"/><path d="M630 522C636 530 650 532 660 524" stroke="#E0D6C4" stroke-width="2" fill="none"/>`);
  // shea nuts
  s.add(stone(s, 320, 552, 26, 18, "#8A6A4A", "#C09A70"));
  s.add(stone(s, 272, 562, 20, 14, "#7A5C3E", "#B48C62"));
  s.add(sprig(s, [700, 600], [780, 560], [860, 480], { leaves: 6, len: 50, wid: 18 }));
  s.vignette(0.16);
  return s;
};

scenes["prd-candle"] = () => {
  const s = productStage(33, "#EBD8CB", "#DFC4B2", "#CFAE98", "#BE9A82", "#FFF1DA");
  s.shadow(480, 566, 120, 16, 0.4, 9);
  // glass tumbler
  s.add(`<path d="M385 300H575L565 560C565 566 560 570 554 570H406C400 570 395 566 395 560Z" fill="${s.lin([[0, "#A98C77"], [0.3, "#D7C3B2"], [1, "#9C7F6A"]], 0, 0, 1, 0)}" opacity=".75"/>`);
  // wax inside
  s.add(`<path d="M392 350H568L564 556H396Z" fill="${s.lin([[0, "#E9DCCB"], [0.4, "#FBF4EA"], [1, "#DCCBB5"]], 0, 0, 1, 0)}"/><ellipse cx="480" cy="350" rx="88" ry="14" fill="#F3E8D8"/>`);
  s.add(`<ellipse cx="480" cy="300" rx="95" ry="16" fill="none" stroke="#FFFFFF" stroke-opacity=".6" stroke-width="3"/>`);
  s.add(`<path d="M402 320L410 550" stroke="#FFFFFF" stroke-opacity=".45" stroke-width="10" stroke-linecap="round"/>`);
  // label band
  s.add(`<rect x="400" y="430" width="160" height="56" fill="${C.charcoal}" opacity=".85"/><circle cx="480" cy="458" r="12" fill="none" stroke="${C.gold}" stroke-width="2"/>`);
  s.add(flame(s, 480, 346, 44));
  // a fig and a fig leaf
  s.shadow(660, 562, 50, 9, 0.35, 6);
  s.add(`<path d="M660 470C668 470 670 480 672 490C700 502 712 530 700 550C688 568 632 568 620 550C608 530 620 502 648 490C650 480 652 470 660 470Z" fill="${s.rad([[0, "#A66A7E"], [1, "#5E3346"]], 0.4, 0.35, 0.8)}"/>`);
  s.add(leaf(s, 260, 560, 110, 36, -30, C.sageDeep));
  s.add(leaf(s, 270, 566, 90, 28, -70, C.sage));
  s.vignette(0.18);
  return s;
};

scenes["prd-serum"] = () => {
  const s = productStage(34, "#F1E8D6", "#E9DCC2", "#DCC8A6", "#CDB58E");
  s.shadow(480, 566, 90, 14, 0.4, 9);
  // bottle
  s.add(`<rect x="410" y="330" width="140" height="236" rx="18" fill="${s.lin([[0, "#D9C38E"], [0.3, "#F5E7C4"], [0.7, "#EAD7A8"], [1, "#BFA46A"]], 0, 0, 1, 0)}"/>`);
  s.add(`<rect x="410" y="400" width="140" height="166" rx="18" fill="#E3A94E" opacity=".45"/>`);
  s.add(`<path d="M428 350V540" stroke="#FFFFFF" stroke-opacity=".55" stroke-width="9" stroke-linecap="round"/>`);
  // collar and bulb
  s.add(`<rect x="446" y="294" width="68" height="40" rx="4" fill="${s.lin([[0, "#8E7C34"], [0.45, C.goldLight], [1, "#8A7630"]], 0, 0, 1, 0)}"/>`);
  s.add(`<path d="M456 296V250C456 200 504 200 504 250V296Z" fill="${s.lin([[0, "#4A4845"], [0.4, "#2B2A28"], [1, "#151413"]], 0, 0, 1, 0)}"/><path d="M466 282V252C466 232 474 224 478 222" stroke="#FFFFFF" stroke-opacity=".18" stroke-width="5" stroke-linecap="round" fill="none"/>`);
  // blank label
  s.add(`<rect x="428" y="430" width="104" height="90" rx="4" fill="#FBF6EC"/><circle cx="480" cy="475" r="16" fill="none" stroke="${C.gold}" stroke-width="2"/>`);
  // orange slice (vitamin C) and a drop
  s.shadow(660, 570, 60, 10, 0.3, 6);
  const slice = (cx, cy, r) => {
    let out = `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.45}" fill="#E39A43"/><ellipse cx="${cx}" cy="${cy}" rx="${r - 6}" ry="${(r - 6) * 0.45}" fill="#F7E2B8"/>`;
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * Math.PI * 2;
      out += `<path d="M${cx} ${cy}L${f(cx + Math.cos(a) * (r - 10))} ${f(cy + Math.sin(a) * (r - 10) * 0.45)}L${f(cx + Math.cos(a + 0.72) * (r - 10))} ${f(cy + Math.sin(a + 0.72) * (r - 10) * 0.45)}Z" fill="#F0B45E"/>`;
    }
    return out;
  };
  s.add(slice(660, 552, 64));
  s.add(`<path d="M320 500C320 500 300 528 300 540C300 552 310 560 320 560C330 560 340 552 340 540C340 528 320 500 320 500Z" fill="#E8BE72" opacity=".85"/><ellipse cx="314" cy="540" rx="4" ry="7" fill="#FFFFFF" opacity=".6"/>`);
  s.vignette(0.16);
  return s;
};

scenes["prd-salts"] = () => {
  const s = productStage(35, "#E9E6DE", "#DCD6CA", "#CFC7B7", "#BDB3A0");
  s.shadow(470, 566, 130, 16, 0.38, 9);
  // jar contents (salt) then glass
  s.add(`<path d="M372 346C400 332 430 340 460 334C500 326 530 338 568 330V548C568 560 558 566 548 566H392C382 566 372 560 372 548Z" fill="${s.lin([[0, "#F1D9D0"], [1, "#E2BFB2"]])}"/>`);
  let crystals = "";
  for (let k = 0; k < 220; k++) {
    const x = 378 + s.rand() * 184;
    const y = 346 + s.rand() * 214;
    const r = 2 + s.rand() * 4;
    crystals += `<rect x="${f(x)}" y="${f(y)}" width="${f(r)}" height="${f(r)}" transform="rotate(${f(s.rand() * 90)} ${f(x)} ${f(y)})" fill="${s.rand() > 0.55 ? "#FFFFFF" : "#D4A597"}" opacity=".8"/>`;
  }
  s.add(crystals);
  s.add(`<path d="M362 300H578V552C578 566 566 576 552 576H388C374 576 362 566 362 552Z" fill="${s.lin([[0, "#FFFFFF", 0.45], [0.25, "#FFFFFF", 0.05], [0.8, "#FFFFFF", 0.1], [1, "#FFFFFF", 0.4]], 0, 0, 1, 0)}" stroke="#FFFFFF" stroke-opacity=".7" stroke-width="3"/>`);
  s.add(`<path d="M382 320V550" stroke="#FFFFFF" stroke-opacity=".55" stroke-width="10" stroke-linecap="round"/>`);
  // wooden lid
  s.add(`<rect x="352" y="250" width="236" height="56" rx="10" fill="${s.lin([[0, "#9C7047"], [0.35, "#C9A071"], [1, "#8A6039"]], 0, 0, 1, 0)}"/>`);
  s.add(`<path d="M362 268H578M362 286H578" stroke="#7A5430" stroke-opacity=".3" stroke-width="2"/>`);
  // spilled crystals and a scoop
  s.add(`<path d="M620 560L740 520" stroke="${C.wood}" stroke-width="9" stroke-linecap="round"/><ellipse cx="616" cy="552" rx="38" ry="20" fill="${C.woodDeep}"/><ellipse cx="616" cy="548" rx="32" ry="14" fill="#EBCFC4"/>`);
  let spill = "";
  for (let k = 0; k < 40; k++) {
    const x = 560 + s.rand() * 140;
    const y = 570 + s.rand() * 30;
    const r = 2.5 + s.rand() * 4;
    spill += `<rect x="${f(x)}" y="${f(y)}" width="${f(r)}" height="${f(r)}" transform="rotate(${f(s.rand() * 90)} ${f(x)} ${f(y)})" fill="${s.rand() > 0.5 ? "#FFFFFF" : "#E0B6A8"}"/>`;
  }
  s.add(spill);
  s.add(sprig(s, [200, 600], [240, 520], [320, 470], { leaves: 7, len: 46, wid: 18 }));
  s.vignette(0.16);
  return s;
};

scenes["prd-box"] = () => {
  const s = productStage(36, "#F0E0D6", "#E4CDBF", "#D6B9A6", "#C6A490");
  s.shadow(480, 570, 200, 18, 0.4, 10);
  // box in 3/4 view
  const front = s.lin([[0, "#A8B894"], [1, "#8DA07A"]]);
  const side = s.lin([[0, "#8A9C77"], [1, "#72855F"]]);
  s.add(`<path d="M320 360H560V570H320Z" fill="${front}"/><path d="M560 360L660 320V520L560 570Z" fill="${side}"/>`);
  // lid
  s.add(`<path d="M306 330H574V384H306Z" fill="${s.lin([[0, "#B7C6A3"], [1, "#9FB18A"]])}"/><path d="M574 330L676 290V342L574 384Z" fill="#8FA27A"/><path d="M306 330L410 290H676L574 330Z" fill="#C6D3B4"/>`);
  // ribbons
  const gold = s.lin([[0, C.goldLight], [0.5, C.gold], [1, "#8E7C34"]], 0, 0, 1, 0);
  // ribbon running front to back: down the front, across the top
  s.add(`<rect x="426" y="330" width="30" height="240" fill="${gold}"/><path d="M426 330L529 290H559L456 330Z" fill="${C.goldLight}"/>`);
  // ribbon running left to right: across the top, down the right side (lid, then box)
  s.add(`<path d="M349.7 313.2L366.3 306.8H634.3L617.7 313.2Z" fill="${C.goldLight}"/>`);
  s.add(`<path d="M617.7 313.2L634.3 306.8V359.3L617.7 366Z" fill="#A38D3F"/><path d="M602 368.8L618 362.4V541.6L602 549Z" fill="#9C8A3E"/>`);
  // bow on the lid
  const bx = 492;
  const by = 308;
  s.add(`<path d="M${bx} ${by}C${bx - 40} ${by - 70} ${bx - 110} ${by - 40} ${bx - 70} ${by - 6}C${bx - 50} ${by + 8} ${bx - 20} ${by + 4} ${bx} ${by}Z" fill="${gold}"/><path d="M${bx} ${by}C${bx + 40} ${by - 70} ${bx + 110} ${by - 40} ${bx + 70} ${by - 6}C${bx + 50} ${by + 8} ${bx + 20} ${by + 4} ${bx} ${by}Z" fill="${gold}"/>`);
  s.add(`<path d="M${bx} ${by}C${bx - 30} ${by - 46} ${bx - 70} ${by - 34} ${bx - 60} ${by - 12}M${bx} ${by}C${bx + 30} ${by - 46} ${bx + 70} ${by - 34} ${bx + 60} ${by - 12}" stroke="#8E7C34" stroke-opacity=".5" stroke-width="3" fill="none"/>`);
  s.add(`<path d="M${bx - 6} ${by + 4}L${bx - 40} ${by + 60}L${bx - 24} ${by + 54}L${bx - 18} ${by + 70}L${bx + 2} ${by + 8}Z" fill="#A38D3F"/><path d="M${bx + 6} ${by + 4}L${bx + 46} ${by + 54}L${bx + 28} ${by + 52}L${bx + 26} ${by + 68}L${bx - 2} ${by + 8}Z" fill="#A38D3F"/>`);
  s.add(`<ellipse cx="${bx}" cy="${by}" rx="16" ry="12" fill="${C.goldLight}"/>`);
  // tag and sprig
  s.add(sprig(s, [700, 610], [760, 560], [820, 470], { leaves: 7, len: 50, wid: 18 }));
  s.add(`<g transform="rotate(-12 230 540)"><rect x="190" y="520" width="90" height="50" rx="6" fill="#FBF6EC"/><circle cx="202" cy="545" r="5" fill="#D9C3B0"/></g>`);
  s.vignette(0.16);
  return s;
};
