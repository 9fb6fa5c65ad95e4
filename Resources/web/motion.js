// The motion of a style, computed from its constants as the program computes it: curves,
// ramps and looks, tweens and springs, the transition controller and the velocity tracker.
// Part of the page `slideback export --target web` writes (docs/reference.md#export-css-and-a-web-page);
// player.js follows it inside the same function.
const config = JSON.parse(document.getElementById('slideback-config').textContent);
const S = config.style, W = config.width, H = config.height, STEP = 1 / 60;

// ---- Curves: Curve.swift, solved the same way (bisection, 40 halvings) ----
function bezier(x1, y1, x2, y2, x) {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const c = (t, p1, p2) => { const u = 1 - t; return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t; };
  let low = 0, high = 1;
  for (let i = 0; i < 40; i++) { const m = (low + high) / 2; if (c(m, x1, x2) < x) low = m; else high = m; }
  return c((low + high) / 2, y1, y2);
}
function threePoint(a1, b1, mid, a2, b2, t) {
  const first = t < mid[0];
  const sx = first ? mid[0] : 1 - mid[0], sy = first ? mid[1] : 1 - mid[1];
  const o = first ? [0, 0] : mid, p1 = first ? a1 : a2, p2 = first ? b1 : b2;
  return bezier((p1[0] - o[0]) / sx, (p1[1] - o[1]) / sy, (p2[0] - o[0]) / sx, (p2[1] - o[1]) / sy, (t - o[0]) / sx) * sy + o[1];
}
const emphasized = t => threePoint([0.05, 0], [0.133333, 0.06], [0.166666, 0.4], [0.208333, 0.82], [0.25, 1], t);
function extraSlowIn(t) {
  const split = 0.166666;
  if (t < split) return 0.4 * bezier(0.05, 0, 0.133333, 0.06, t / split);
  return 0.4 + 0.6 * bezier(0.208333, 0.82, 0.25, 1, (t - split) / (1 - split));
}
const CURVES = {
  linear: t => t,
  easeInOut: t => bezier(0.42, 0, 0.58, 1, t),
  easeOut: t => bezier(0, 0, 0.58, 1, t),
  fastLinearToSlowEaseIn: t => bezier(0.18, 1, 0.04, 1, t),
  fastEaseInToSlowEaseOut: t => threePoint([0.056, 0.024], [0.108, 0.3085], [0.198, 0.541], [0.3655, 1.0], [0.5465, 0.989], t),
  linearToEaseOut: t => bezier(0.35, 0.91, 0.33, 0.97, t),
  easeInToLinear: t => bezier(0.67, 0.03, 0.65, 0.09, t),
  fastOutSlowIn: t => bezier(0.4, 0, 0.2, 1, t),
  backGesture: t => bezier(0.1, 0.1, 0, 1, t),
  fastOutExtraSlowIn: extraSlowIn,
  fastOutExtraSlowInFlipped: t => 1 - extraSlowIn(1 - t),
  ionic: t => bezier(0.32, 0.72, 0, 1, t),
  composeIOS: t => bezier(0.2833, 0.99, 0.31833, 0.99, t),
  easeInOutCubicEmphasized: emphasized,
  easeInOutCubicEmphasizedFlipped: t => 1 - emphasized(1 - t),
  iosDecay: t => (1 - Math.exp(-t * 400 / 61)) / (1 - Math.exp(-400 / 61)),
};
function curve(name, t) { return CURVES[name](isNaN(t) ? 0 : Math.min(1, Math.max(0, t))); }

// ---- Ramps and looks: Ramp.swift, PhaseLook.swift ----
function ramp(look, key, p) {
  const from = look[key], to = look[key + 'End'], after = look[key + 'After'], until = look[key + 'Until'];
  p = isNaN(p) ? 0 : p;
  if (!(until > after)) return p < after ? from : to;
  return from + (to - from) * Math.min(1, Math.max(0, (p - after) / (until - after)));
}
function lookFor(phase) { return phase === 'push' ? (S.push || S) : phase === 'pop' ? (S.pop || S) : S; }
function drawnProgress(look, slide) {
  const p = slide.fraction, end = look.gestureEnd;
  if (end === null || slide.phase !== 'drag') return p;
  if (slide.releasedAt === null || !slide.completing || !(slide.releasedAt < 1)) return Math.min(p, end);
  const start = Math.min(slide.releasedAt, end);
  return start + Math.max(0, p - slide.releasedAt) / (1 - slide.releasedAt) * (1 - start);
}
function gestureAmount(look, p) {
  return curve(look.gestureCurve, look.gestureEnd === null ? p : look.gestureEnd > 0 ? p / look.gestureEnd : 1);
}
function commitAmount(look, p) {
  const end = look.gestureEnd;
  if (end === null) return p;
  return end < 1 ? Math.min(1, Math.max(0, (p - end) / (1 - end))) : 0;
}
function backTransform(look, p) {
  const sy = look.backScaleY === null ? look.backScale : look.backScaleY, t = curve(look.backCurve, commitAmount(look, p));
  const dims = !(look.backDim === 0 && look.backDimEnd === 0);
  return { x: -(1 - t) * (W * look.backParallax + look.backOffset), y: 0, scale: look.backScale + (1 - look.backScale) * t,
           scaleY: sy + (1 - sy) * t, radius: 0, opacity: ramp(look, 'backOpacity', p), dimming: dims ? ramp(look, 'backDim', p) : null,
           shadow: null };
}
function verticalFollow(look, lift, scale) {
  if (!(look.followY > 0) || !isFinite(lift) || lift === 0) return 0;
  const half = H / 2, ratio = Math.min(half, Math.abs(lift)) / half, eased = 1 - (1 - ratio) * (1 - ratio);
  const room = Math.max(0, (1 - scale) * half - look.followYMargin);
  return (lift < 0 ? -1 : 1) * eased * room * look.followY;
}
function frontTransform(look, p, lift, liftShare, mirrored) {
  const endOpacity = look.shadowOpacityEnd === null ? look.shadowOpacity : look.shadowOpacityEnd;
  const opacity = look.shadowOpacity + (endOpacity - look.shadowOpacity) * Math.min(1, Math.max(0, p));
  const extra = look.shadowWidthFraction * W;
  const cast = { opacity: opacity, width: look.shadowWidth + extra, offset: look.shadowOffset - extra / 2 };
  const g = gestureAmount(look, p), scale = 1 + (look.frontScale - 1) * g;
  const x = commitAmount(look, p) * W * look.frontTravel + (look.frontShiftFraction * W + look.frontShift) * g;
  return { x: mirrored ? -x : x, y: verticalFollow(look, lift, scale) * liftShare, scale: scale, scaleY: scale,
           radius: p !== 0 && p !== 1 ? look.cornerRadius : 0, opacity: ramp(look, 'frontOpacity', p), dimming: null,
           shadow: cast.opacity > 0 && cast.width > 0 && !mirrored ? cast : null };
}

// ---- Motions: Tween.swift, SpringMotion.swift, TransitionController.swift ----
function tween(from, to, duration, curveName) {
  return {
    kind: 'tween', from: from, to: to, duration: duration, elapsed: 0, target: to, overshoots: false,
    fraction() { return this.duration > 0 ? Math.min(1, this.elapsed / this.duration) : 1; },
    finished() { return this.fraction() >= 1; },
    value() { return this.finished() ? this.to : this.from + (this.to - this.from) * curve(curveName, this.fraction()); },
    advance(s) { if (!(s > 0) || !isFinite(s)) return; const next = this.elapsed + s;
                 this.elapsed = next >= this.duration - 1e-9 ? Math.max(this.duration, 0) : next; },
  };
}
const LONGEST_SPRING = 2;
/** The style's spring constants, as SpringMotion.Constants holds them. */
const STYLE_SPRING = { stiffness: S.springStiffness, damping: S.springDamping, mass: S.springMass, restDistance: S.springRestDistance,
                       restSpeed: S.springRestSpeed, solver: S.springSolver, overshoot: S.springOvershoot };
function spring(from, to, velocity, unit, constants) {
  const K = constants || STYLE_SPRING, k = K.stiffness, c = K.damping, m = K.mass;
  const omega = Math.sqrt(k / m), zeta = c / (2 * Math.sqrt(k * m));
  const x0 = from - to, v0 = isFinite(velocity) ? velocity : 0, allow = K.overshoot === 'allow';
  unit = isFinite(unit) && unit > 0 ? unit : 1;
  function state(t) {
    if (zeta === 1 || (zeta > 1 && K.solver === 'react-native')) {
      const b = v0 + omega * x0, decay = Math.exp(-omega * t);
      return [(x0 + b * t) * decay, (b - omega * (x0 + b * t)) * decay];
    }
    if (zeta > 1) {
      const root = omega * Math.sqrt(zeta * zeta - 1), r1 = -omega * zeta + root, r2 = -omega * zeta - root;
      const a = (v0 - r2 * x0) / (r1 - r2), b = x0 - a;
      return [a * Math.exp(r1 * t) + b * Math.exp(r2 * t), a * r1 * Math.exp(r1 * t) + b * r2 * Math.exp(r2 * t)];
    }
    const damped = omega * Math.sqrt(1 - zeta * zeta), a = x0, b = (v0 + zeta * omega * x0) / damped;
    const decay = Math.exp(-zeta * omega * t), cos = Math.cos(damped * t), sin = Math.sin(damped * t);
    return [decay * (a * cos + b * sin), decay * ((b * damped - zeta * omega * a) * cos - (a * damped + zeta * omega * b) * sin)];
  }
  return {
    kind: 'spring', elapsed: 0, target: to, overshoots: allow,
    state() { return state(this.elapsed); },
    finished() {
      if (this.elapsed >= LONGEST_SPRING) return true;
      const [d, v] = state(this.elapsed);
      const crossed = !allow && x0 * d < 0;
      return crossed || (Math.abs(d) * unit < K.restDistance && Math.abs(v) * unit < K.restSpeed);
    },
    value() {
      if (this.finished()) return to;
      const d = state(this.elapsed)[0];
      if (allow) return to + d;
      const side = x0 < 0 || Object.is(x0, -0) ? -1 : 1;
      return to + side * Math.max(0, side * d);
    },
    advance(s) { if (!(s > 0) || !isFinite(s)) return; this.elapsed = Math.min(LONGEST_SPRING, this.elapsed + s); },
  };
}
// ---- Android's back progress: BackProgress.swift, ProgressSmoothing.swift ----
/** TouchTracker.getProgress: linear up to min(412, W), then reaching 1 at the width (factor 0.2). */
function aospProgress(travel, width) {
  if (!isFinite(travel) || !isFinite(width) || !(width > 0)) return 0;
  const delta = Math.max(0, travel), linear = Math.min(412, width);
  let progress = delta / width;
  if (linear < width) {
    const nonLinear = width - linear, initialTarget = linear + nonLinear * 0.2;
    progress = delta <= linear ? delta / initialTarget
      : delta / (initialTarget + (width - initialTarget) * ((delta - linear) / nonLinear));
  }
  return Math.min(1, Math.max(0, progress));
}
function backProgress(fraction) {
  if (!isFinite(fraction)) return 0;
  return S.backProgress === 'aosp' ? aospProgress(fraction * W, W) : Math.min(1, Math.max(0, fraction));
}
/** BackProgressAnimator's spring: critically damped, mass 1, in units of 1/100, at rest within 0.75. */
function smoothingSpring(from, to, velocity, stiffness) {
  return spring(from, to, velocity, 100, { stiffness: stiffness, damping: 2 * Math.sqrt(stiffness), mass: 1, restDistance: 0.75,
                                           restSpeed: 0.75 * 62.5, solver: 'exact', overshoot: 'allow' });
}
/** Each finger move retargets the spring, which goes on from where it is at the speed it has. */
function retarget(smoothing, target) {
  if (!isFinite(target) || target === smoothing.target) return smoothing;
  const [displacement, speed] = smoothing.finished() ? [0, 0] : smoothing.state();
  return smoothingSpring(smoothing.target + displacement, target, speed, S.backProgressStiffness);
}

function clamp01(v, overshooting) {
  if (isNaN(v)) return 0;
  return overshooting && isFinite(v) ? v : Math.min(1, Math.max(0, v));
}
class Controller {
  constructor(value) { this.value = clamp01(value); this.motion = null; }
  set(v) { this.motion = null; this.value = clamp01(v); }
  run(m) { this.motion = m; this.value = clamp01(m.value(), m.overshoots); }
  advance(s) {
    const m = this.motion;
    if (!m || !(s > 0)) return false;
    m.advance(s);
    this.value = clamp01(m.value(), m.overshoots);
    if (!m.finished()) return false;
    this.value = clamp01(m.target);
    this.motion = null;
    return true;
  }
}

// ---- The finger's velocity: VelocityTracker.swift ----
class Tracker {
  constructor() { this.samples = []; }
  add(x, t) {
    if (!isFinite(x) || !isFinite(t)) return;
    const last = this.samples[this.samples.length - 1];
    if (last && t <= last.t) this.samples[this.samples.length - 1] = { t: Math.max(t, last.t), x: x };
    else this.samples.push({ t: t, x: x });
    this.samples = this.samples.filter(s => s.t >= t - 0.1);
  }
  get lastX() { const l = this.samples[this.samples.length - 1]; return l ? l.x : null; }
  velocity(time, estimator) {
    const newest = this.samples[this.samples.length - 1];
    if (!newest || !(time - newest.t < 0.04 - 1e-9)) return 0;
    if (estimator === 'line') return lineSlope(this.samples.filter(s => s.t >= time - 0.1));
    const motion = [];
    let previous = newest.t;
    for (let i = this.samples.length - 1; i >= 0; i--) {
      const s = this.samples[i];
      if (!(newest.t - s.t <= 0.1 && previous - s.t <= 0.04)) break;
      motion.push({ age: s.t - newest.t, x: s.x });
      previous = s.t;
    }
    return Math.min(8000, Math.max(-8000, quadraticSlope(motion)));
  }
}
function lineSlope(points) {
  if (points.length < 2) return 0;
  const n = points.length, mt = points.reduce((a, p) => a + p.t, 0) / n, mx = points.reduce((a, p) => a + p.x, 0) / n;
  let cov = 0, variance = 0;
  for (const p of points) { cov += (p.t - mt) * (p.x - mx); variance += (p.t - mt) * (p.t - mt); }
  if (!(variance > 1e-12)) return 0;
  const slope = cov / variance;
  return isFinite(slope) ? slope : 0;
}
function det3(m) {
  return m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
    + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
}
function quadraticSlope(points) {
  if (points.length < 3) return 0;
  const power = [0, 0, 0, 0, 0], moment = [0, 0, 0];
  for (const p of points) {
    const t = p.age * 1000;
    let tk = 1;
    for (let k = 0; k < 5; k++) { power[k] += tk; if (k < 3) moment[k] += tk * p.x; tk *= t; }
  }
  const m = [[power[0], power[1], power[2]], [power[1], power[2], power[3]], [power[2], power[3], power[4]]];
  const d = det3(m);
  if (!(Math.abs(d) > 1e-9 * Math.max(1, Math.abs(power[4] * power[2] * power[0])))) return 0;
  const withMoments = m.map((row, i) => [row[0], moment[i], row[2]]);
  const slope = det3(withMoments) / d * 1000;
  return isFinite(slope) ? slope : 0;
}

