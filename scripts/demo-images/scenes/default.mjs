// The picture of a category that has none of its own.
import { W, H, Scene, leaf, sprig } from "../scene.mjs";

const scenes = {};
export default scenes;

// default category image: neutral gradient with a gentle tone-on-tone leaf motif
scenes["default-category"] = () => {
  const s = new Scene(W, H, 41);
  s.backdrop("#F2EBDF", "#E4D8C4", { x: 0.35, y: 0.3, color: "#FFFFFF", a: 0.5, r: 0.7 });
  const tone = ["#D8CAB0", "#DDD0B8", "#D3C4A8"];
  s.add(`<g opacity=".8">${sprig(s, [980, 700], [760, 560], [640, 330], { leaves: 11, len: 120, wid: 44, colors: tone, stem: "#D3C4A8", stemWidth: 5 })}</g>`);
  s.add(`<g opacity=".6">${sprig(s, [-20, -20], [140, 60], [230, 230], { leaves: 7, len: 90, wid: 32, colors: tone, stem: "#D3C4A8", stemWidth: 4 })}</g>`);
  s.vignette(0.1);
  return s;
};
