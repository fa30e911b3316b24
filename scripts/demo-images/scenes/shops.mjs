// The shops' fronts: Paris (Haussmann), Lyon, and the Bordeaux studio.
import { W, H, C, f, Scene, leaf, sprig, stone } from "../scene.mjs";

const scenes = {};
export default scenes;

function haussmannWindow(s, x, y, w, h, balcony = false) {
  let out = `<rect x="${x - 6}" y="${y - 6}" width="${w + 12}" height="${h + 8}" fill="#EFE5D2"/>`;
  out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${s.lin([[0, "#8A9AA0"], [1, "#5B6A70"]])}"/>`;
  out += `<path d="M${x + w / 2} ${y}V${y + h}M${x} ${y + h * 0.33}H${x + w}M${x} ${y + h * 0.66}H${x + w}" stroke="#EFE5D2" stroke-width="3"/>`;
  out += `<rect x="${x}" y="${y}" width="${w}" height="${h * 0.3}" fill="#FFFFFF" opacity=".12"/>`;
  out += `<path d="M${x - 10} ${y - 8}H${x + w + 10}" stroke="#D9C9AE" stroke-width="6"/>`;
  if (balcony) {
    out += `<rect x="${x - 8}" y="${y + h * 0.62}" width="${w + 16}" height="${h * 0.38}" fill="none" stroke="${C.charcoal}" stroke-width="3"/>`;
    for (let i = 1; i < 6; i++) out += `<path d="M${f(x - 8 + ((w + 16) * i) / 6)} ${f(y + h * 0.62)}V${y + h}" stroke="${C.charcoal}" stroke-width="2"/>`;
  }
  return out;
}

function balconyRail(s, x, y, w, h = 26) {
  let out = `<rect x="${x}" y="${y + h}" width="${w}" height="8" fill="#DCCDB3"/><path d="M${x} ${y}H${x + w}M${x} ${y + h}H${x + w}" stroke="${C.charcoal}" stroke-width="3"/>`;
  for (let xx = x + 8; xx < x + w; xx += 12) out += `<path d="M${xx} ${y}V${y + h}" stroke="${C.charcoal}" stroke-width="1.6"/>`;
  for (let xx = x + 14; xx < x + w; xx += 24) out += `<circle cx="${xx}" cy="${y + h / 2}" r="5" fill="none" stroke="${C.charcoal}" stroke-width="1.6"/>`;
  return out;
}

scenes["shop-paris"] = () => {
  const s = new Scene(W, H, 21);
  s.backdrop("#E6E4DC", "#F2EBDF", { x: 0.8, y: 0.1, color: "#FFFFFF", a: 0.7, r: 0.5 });
  // neighbouring buildings, faded
  s.add(`<rect x="0" y="120" width="150" height="520" fill="#DDD2BF"/><rect x="810" y="90" width="150" height="550" fill="#E1D6C3"/>`);
  for (let r = 0; r < 5; r++) {
    s.add(`<rect x="40" y="${180 + r * 80}" width="44" height="56" fill="#B3B7B2" opacity=".7"/><rect x="860" y="${160 + r * 80}" width="44" height="56" fill="#B3B7B2" opacity=".7"/>`);
  }
  // main facade
  const x0 = 150;
  const x1 = 810;
  s.add(`<rect x="${x0}" y="140" width="${x1 - x0}" height="500" fill="${s.lin([[0, "#F3EADA"], [1, "#E8DBC4"]])}"/>`);
  // mansard roof with dormers
  s.add(`<path d="M${x0 - 4} 140L${x0 + 30} 60H${x1 - 30}L${x1 + 4} 140Z" fill="${s.lin([[0, "#8C979B"], [1, "#6D787D"]])}"/>`);
  s.add(`<rect x="${x0 + 120}" y="30" width="40" height="40" fill="#A7775C"/><rect x="${x1 - 160}" y="24" width="40" height="46" fill="#A7775C"/>`);
  for (let i = 0; i < 5; i++) {
    const dx = x0 + 80 + i * 125;
    s.add(`<path d="M${dx - 6} 140V92L${dx + 24} 72L${dx + 54} 92V140Z" fill="#EDE3D1"/><rect x="${dx + 6}" y="98" width="36" height="40" fill="#5B6A70"/>`);
  }
  // cornice
  s.add(`<rect x="${x0 - 6}" y="136" width="${x1 - x0 + 12}" height="12" fill="#E0D2BA"/>`);
  // floors
  const cols = 5;
  const colW = (x1 - x0) / cols;
  const floors = [
    { y: 168, h: 62 },
    { y: 262, h: 74, rail: true },
    { y: 372, h: 74 },
  ];
  floors.forEach(({ y, h, rail }, fi) => {
    for (let c = 0; c < cols; c++) {
      const wx = x0 + c * colW + colW / 2 - 26;
      s.add(haussmannWindow(s, wx, y, 52, h, !rail && fi === 2));
    }
    if (rail) s.add(balconyRail(s, x0 + 10, y + h - 30, x1 - x0 - 20, 30));
    s.add(`<rect x="${x0}" y="${y + h + 14}" width="${x1 - x0}" height="5" fill="#DFD0B6"/>`);
  });
  // ground floor: rusticated stone, arched door, shop windows
  s.add(`<rect x="${x0}" y="470" width="${x1 - x0}" height="170" fill="#E4D5BB"/>`);
  for (let y = 490; y < 640; y += 22) s.add(`<path d="M${x0} ${y}H${x1}" stroke="#CDBB9C" stroke-width="2"/>`);
  s.add(`<path d="M430 640V540C430 505 455 486 480 486C505 486 530 505 530 540V640Z" fill="#2F3A35"/><path d="M480 486V640" stroke="#1F2824" stroke-width="3"/><path d="M440 545C440 512 460 496 480 496C500 496 520 512 520 545" fill="none" stroke="${C.gold}" stroke-width="2" opacity=".8"/>`);
  for (const sx of [200, 600]) {
    s.add(`<rect x="${sx}" y="500" width="150" height="120" fill="${s.lin([[0, "#F7E3B8"], [1, "#E6C68E"]])}"/><rect x="${sx}" y="500" width="150" height="120" fill="none" stroke="#2F3A35" stroke-width="8"/><path d="M${sx + 75} 500V620" stroke="#2F3A35" stroke-width="4"/>`);
    s.add(`<path d="M${sx - 10} 478H${sx + 160}L${sx + 150} 500H${sx}Z" fill="${C.sageDeep}"/>`);
  }
  // street: pavement and planter
  s.add(`<rect x="0" y="620" width="960" height="20" fill="#BDB4A4"/>`);
  s.add(`<rect x="544" y="586" width="40" height="36" fill="${C.terracotta}"/><circle cx="564" cy="570" r="26" fill="${C.sageDeep}"/><circle cx="554" cy="562" r="14" fill="${C.sage}"/>`);
  s.add(`<rect x="376" y="586" width="40" height="36" fill="${C.terracotta}"/><circle cx="396" cy="570" r="26" fill="${C.sageDeep}"/><circle cx="386" cy="562" r="14" fill="${C.sage}"/>`);
  s.vignette(0.15);
  return s;
};

scenes["shop-lyon"] = () => {
  const s = new Scene(W, H, 22);
  s.backdrop("#EFE2CF", "#F4ECDF", { x: 0.2, y: 0.1, color: "#FFF7E6", a: 0.8, r: 0.6 });
  // Fourvière hill
  s.add(`<path d="M0 220C140 150 300 130 460 160C600 186 760 140 960 170V420H0Z" fill="${s.lin([[0, "#AFBB98"], [1, "#93A27D"]])}"/>`);
  s.add(`<rect x="610" y="110" width="60" height="60" fill="#EDE3D1"/><rect x="600" y="96" width="12" height="74" fill="#E6DAC5"/><rect x="668" y="96" width="12" height="74" fill="#E6DAC5"/><path d="M606 96L606 86 612 86 612 96ZM668 96L674 86 680 96Z" fill="#E6DAC5"/>`);
  for (let i = 0; i < 14; i++) {
    const x = 30 + i * 68 + s.rand() * 20;
    s.add(`<circle cx="${f(x)}" cy="${f(210 + s.rand() * 40 - (i > 7 && i < 11 ? 30 : 0))}" r="${f(20 + s.rand() * 12)}" fill="#7F9169" opacity=".7"/>`);
  }
  // quay facades
  const colors = ["#E0A96B", "#D98B6A", "#E8C480", "#E7B3A0", "#C98A5C", "#EAD7AE", "#D9A07E", "#E3BE8A"];
  const houses = [];
  let x = -10;
  let i = 0;
  while (x < 960) {
    const w = 110 + ((i * 37) % 40);
    const top = 200 + ((i * 53) % 70);
    houses.push({ x, w, top, color: colors[i % colors.length] });
    x += w;
    i++;
  }
  const baseY = 430;
  let facades = "";
  houses.forEach(({ x, w, top, color }) => {
    facades += `<rect x="${x}" y="${top}" width="${w}" height="${baseY - top}" fill="${color}"/>`;
    facades += `<path d="M${x - 4} ${top}L${x + 8} ${top - 16}H${x + w - 8}L${x + w + 4} ${top}Z" fill="#B5694A"/>`;
    const n = Math.max(2, Math.floor(w / 40));
    const gap = w / n;
    for (let yy = top + 22; yy < baseY - 70; yy += 48) {
      for (let k = 0; k < n; k++) {
        facades += `<rect x="${f(x + k * gap + gap / 2 - 9)}" y="${yy}" width="18" height="30" fill="#5E6B6A"/><rect x="${f(x + k * gap + gap / 2 - 12)}" y="${yy + 30}" width="24" height="4" fill="#FFFFFF" opacity=".5"/>`;
        facades += `<rect x="${f(x + k * gap + gap / 2 - 15)}" y="${yy}" width="5" height="30" fill="#6F8560" opacity=".8"/><rect x="${f(x + k * gap + gap / 2 + 10)}" y="${yy}" width="5" height="30" fill="#6F8560" opacity=".8"/>`;
      }
    }
    // ground floor arcade
    facades += `<rect x="${x}" y="${baseY - 56}" width="${w}" height="56" fill="#000000" opacity=".08"/><path d="M${x + w / 2 - 18} ${baseY}V${baseY - 34}C${x + w / 2 - 18} ${baseY - 50} ${x + w / 2 + 18} ${baseY - 50} ${x + w / 2 + 18} ${baseY - 34}V${baseY}Z" fill="#4A4440"/>`;
    facades += `<path d="M${x} ${top}V${baseY}" stroke="#000000" stroke-opacity=".08" stroke-width="3"/>`;
  });
  s.add(facades);
  // quay trees
  for (const tx of [80, 330, 600, 860]) {
    s.add(`<rect x="${tx - 4}" y="${baseY - 30}" width="8" height="40" fill="#6B5440"/><circle cx="${tx}" cy="${baseY - 50}" r="34" fill="#7F9169"/><circle cx="${tx - 10}" cy="${baseY - 60}" r="18" fill="#9AAA85"/>`);
  }
  // quay wall
  s.add(`<rect x="0" y="${baseY}" width="960" height="40" fill="${s.lin([[0, "#D8CBB3"], [1, "#BFAF93"]])}"/>`);
  // river with a blurred reflection
  s.add(`<rect x="0" y="${baseY + 40}" width="960" height="${640 - baseY - 40}" fill="${s.lin([[0, "#8FA39A"], [1, "#6F857E"]])}"/>`);
  s.add(`<g opacity=".28" ${s.blur(7)} transform="translate(0 ${2 * (baseY + 40)}) scale(1 -1)">${facades}</g>`);
  for (let k = 0; k < 14; k++) {
    const y = baseY + 60 + k * 12;
    const xx = (k * 173) % 900;
    s.add(`<path d="M${xx} ${y}H${xx + 60 + (k % 4) * 30}" stroke="#FFFFFF" stroke-opacity=".35" stroke-width="2" stroke-linecap="round"/>`);
  }
  s.vignette(0.15);
  return s;
};

scenes["shop-solo"] = () => {
  const s = new Scene(W, H, 23);
  s.backdrop("#EFE3D2", "#E6D5BE", { x: 0.5, y: 0.2, color: "#FFF8EC", a: 0.6, r: 0.6 });
  // stucco wall
  s.add(`<rect x="0" y="0" width="960" height="580" fill="${s.lin([[0, "#EDE1CD"], [1, "#E2D1B7"]])}"/>`);
  // shopfront frame
  const fx = 180;
  const fw = 600;
  const fy = 170;
  s.add(`<rect x="${fx}" y="${fy}" width="${fw}" height="${580 - fy}" fill="${C.sageDeep}"/>`);
  // blank sign band with a small gold leaf emblem
  s.add(`<rect x="${fx + 20}" y="${fy + 18}" width="${fw - 40}" height="50" fill="#5D7252"/>`);
  s.add(leaf(s, fx + fw / 2 - 24, fy + 50, 48, 11, -20, C.goldLight, true));
  // big window with a warm interior
  const wx = fx + 30;
  const wy = fy + 130;
  const ww = 360;
  const wh = 230;
  s.add(`<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="${s.rad([[0, "#FBE9C6"], [1, "#E3C08E"]], 0.5, 0.4, 0.8)}"/>`);
  // shelves with jars, a plant, a pendant lamp
  s.add(`<path d="M${wx + 20} ${wy + 85}H${wx + 170}M${wx + 20} ${wy + 150}H${wx + 170}" stroke="#B08A60" stroke-width="5"/>`);
  for (let k = 0; k < 5; k++) {
    s.add(`<rect x="${wx + 30 + k * 28}" y="${wy + 55 + (k % 2) * 8}" width="18" height="${30 - (k % 2) * 8}" rx="3" fill="${[C.terracotta, C.ivory, C.gold, C.sage, C.ivory][k]}"/>`);
    s.add(`<rect x="${wx + 32 + k * 28}" y="${wy + 126 - (k % 3) * 6}" width="16" height="${24 + (k % 3) * 6}" rx="3" fill="${[C.ivory, C.blush, C.sage, C.gold, C.terracotta][k]}"/>`);
  }
  s.add(`<path d="${"M" + (wx + 270)} ${wy}V${wy + 50}" stroke="${C.charcoal}" stroke-width="2"/><path d="M${wx + 250} ${wy + 70}C${wx + 250} ${wy + 48} ${wx + 290} ${wy + 48} ${wx + 290} ${wy + 70}Z" fill="${C.charcoal}"/><circle cx="${wx + 270}" cy="${wy + 76}" r="40" fill="${s.rad([[0, "#FFF4D6", 0.9], [1, "#FFF4D6", 0]])}"/>`);
  s.add(`<rect x="${wx + 230}" y="${wy + 170}" width="80" height="60" fill="#B08A60"/>`);
  s.add(sprig(s, [wx + 270, wy + 170], [wx + 250, wy + 120], [wx + 230, wy + 80], { leaves: 6, len: 38, wid: 14 }));
  s.add(sprig(s, [wx + 272, wy + 170], [wx + 300, wy + 130], [wx + 320, wy + 94], { leaves: 5, len: 34, wid: 12 }));
  s.add(`<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="${s.lin([[0, "#FFFFFF", 0.25], [0.5, "#FFFFFF", 0], [1, "#FFFFFF", 0.1]], 0, 0, 1, 1)}"/>`);
  s.add(`<path d="M${wx + 40} ${wy + wh}L${wx + 140} ${wy}M${wx + 80} ${wy + wh}L${wx + 180} ${wy}" stroke="#FFFFFF" stroke-opacity=".18" stroke-width="14"/>`);
  s.add(`<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="none" stroke="#4B5E42" stroke-width="6"/>`);
  // door with glass
  const dx = wx + ww + 40;
  const dw = fx + fw - 30 - dx;
  s.add(`<rect x="${dx}" y="${wy}" width="${dw}" height="${580 - wy}" fill="#5D7252"/><rect x="${dx + 18}" y="${wy + 18}" width="${dw - 36}" height="140" fill="${s.lin([[0, "#F6E2BA"], [1, "#E0BE8C"]])}"/><circle cx="${dx + dw - 22}" cy="${wy + 200}" r="6" fill="${C.gold}"/><rect x="${dx + 18}" y="${wy + 180}" width="${dw - 36}" height="60" fill="none" stroke="#4B5E42" stroke-width="4"/>`);
  // striped awning with scallops
  const ax = fx - 30;
  const aw = fw + 60;
  const ay = fy + 100;
  const stripes = 12;
  const sw = aw / stripes;
  let awning = "";
  for (let k = 0; k < stripes; k++) {
    const c = k % 2 === 0 ? C.terracotta : C.ivory;
    const x0 = ax + k * sw;
    awning += `<path d="M${f(x0 + sw * 0.1)} ${ay - 30}H${f(x0 + sw * 0.9 + 0.5)}L${f(x0 + sw + 0.5)} ${ay + 50}H${f(x0)}Z" fill="${c}"/>`;
    awning += `<path d="M${f(x0)} ${ay + 50}A${f(sw / 2)} ${f(sw / 2.4)} 0 0 0 ${f(x0 + sw + 0.5)} ${ay + 50}Z" fill="${c}"/>`;
  }
  s.add(awning);
  s.add(`<path d="M${ax} ${ay + 50}H${ax + aw}" stroke="#000000" stroke-opacity=".08" stroke-width="4"/>`);
  s.shadow(480, ay + 70, 300, 10, 0.25, 8);
  s.add(`<rect x="${ax + 10}" y="${ay - 36}" width="${aw - 20}" height="8" rx="4" fill="${C.charcoal}"/>`);
  // pavement and planters
  s.add(`<rect x="0" y="580" width="960" height="60" fill="${s.lin([[0, "#C9BCA6"], [1, "#B5A68D"]])}"/>`);
  for (const px of [110, 850]) {
    s.shadow(px, 612, 50, 8, 0.3, 5);
    s.add(`<path d="M${px - 40} 520H${px + 40}L${px + 30} 610H${px - 30}Z" fill="${s.lin([[0, C.terracotta], [1, C.terracottaDeep]], 0, 0, 1, 0)}"/>`);
    s.add(sprig(s, [px, 522], [px - 20, 450], [px - 40, 390], { leaves: 7, len: 50, wid: 20 }));
    s.add(sprig(s, [px + 2, 522], [px + 24, 460], [px + 40, 410], { leaves: 6, len: 46, wid: 18 }));
  }
  s.vignette(0.15);
  return s;
};
