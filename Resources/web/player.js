// The page's navigator, drawing, input and clock, after motion.js inside the same function.
// ---- The navigator: stack, press, transition (Navigator+Pointer.swift, GestureRecognizer.swift) ----
const state = { stack: [0], transition: null, press: null, time: 0, pending: [], events: 0, lastEvent: null };
const pages = config.pictures.length;
function top() { return state.stack[state.stack.length - 1]; }
function pageAfter(i) { return i + 1 < pages ? i + 1 : pages > 1 ? 1 : 0; }
function canSwipeBack() { return state.stack.length > 1; }
function commandController(start, end) {
  const c = new Controller(start);
  if (S.pushMotion === 'spring') c.run(spring(c.value, clamp01(end), 0, W));
  else c.run(tween(c.value, clamp01(end), S.pushDuration * Math.min(1, Math.abs(end - start)), S.pushCurve));
  return c;
}
function transitionOf(kind, controller, extra) {
  return Object.assign({ kind: kind, completes: false, controller: controller, mirrored: false, lift: 0, releasedAt: null,
                         leaving: null, smoothing: null }, extra || {});
}
function run(command) {
  if (command === 'push') {
    state.stack.push(pageAfter(top()));
    state.transition = transitionOf('push', commandController(1, 0));
  } else if (command === 'pop' && state.stack.length > 1) {
    const leaving = state.stack.pop();
    state.transition = transitionOf('pop', commandController(0, 1), { leaving: leaving });
  }
}
function perform(command) {
  if (state.transition === null && !(state.press && state.press.isSwipe)) run(command);
  else if (state.pending.length < 8) state.pending.push(command);
}
function runPending() {
  while (state.transition === null && !(state.press && state.press.isSwipe) && state.pending.length) run(state.pending.shift());
}
function grabbable() {
  const t = state.transition;
  if (!t) return false;
  if (t.kind === 'swipe') return t.controller.motion !== null && canSwipeBack();
  return t.kind === 'push' ? canSwipeBack() : true;
}
function holdSwipe(fraction, finger, press) {
  const t = state.transition, progress = backProgress(fraction), stiffness = S.backProgressStiffness;
  const controller = t ? t.controller : new Controller(stiffness === null ? progress : 0);
  let smoothing = null;
  if (stiffness !== null) {
    smoothing = retarget(t && t.smoothing ? t.smoothing : smoothingSpring(controller.value, controller.value, 0, stiffness), progress);
    controller.set(smoothing.value());
  } else {
    controller.set(progress);
  }
  const held = transitionOf('swipe', controller, { smoothing: smoothing });
  press = press || state.press;
  if (press) {
    held.mirrored = press.mirrored;
    held.lift = finger ? finger.y - press.start.y : t ? t.lift : 0;
  }
  state.transition = held;
}
function finishSettle(completes) {
  if (completes) state.stack.pop();
  state.transition = null;
}
function judge(progress, velocity) {
  const offset = progress * W, v = velocity * W;
  const fling = S.flingSpeed === null ? S.flingVelocity : S.flingSpeed / W;
  switch (S.release) {
    case 'distance': return S.completeDistance === null ? offset >= W * S.completeAt : offset > S.completeDistance;
    case 'fling': return Math.abs(v) >= fling * W ? v > 0 : offset >= W * S.completeAt;
    default: return offset + S.projection * v > W * S.completeAt;
  }
}
function settleMotion(progress, target, velocity) {
  switch (S.settleCurve) {
    case 'seed': return tween(progress, target, S.settleDuration, S.settleEasing);
    case 'flutter': {
      const remaining = Math.abs(target - progress), completing = target > progress;
      return tween(progress, target, completing ? 0.8 * remaining : Math.min(0.3, 0.8 * remaining), 'fastLinearToSlowEaseIn');
    }
    case 'spring': return spring(progress, target, velocity, W);
    default: {
      const remaining = Math.abs(target - progress) * W, speed = Math.abs(velocity * W);
      const duration = remaining > 5 ? (speed > 0 && isFinite(speed) ? Math.min(S.settleDuration, remaining / speed) : S.settleDuration) : 0;
      return tween(progress, target, duration, S.settleEasing);
    }
  }
}
function releaseSwipe(progress, velocity) {
  // Judged on the finger; settled from where the page is drawn (behind it on a smoothing spring).
  const completes = judge(progress, velocity), target = completes ? 1 : 0;
  const old = state.transition, drawn = old ? old.controller.value : progress;
  const settle = settleMotion(drawn, target, velocity);
  if (settle.finished() || drawn === target) { finishSettle(completes); return; }
  const c = new Controller(drawn);
  c.run(settle);
  state.transition = transitionOf('swipe', c, { completes: completes, lift: old ? old.lift : 0, mirrored: old ? old.mirrored : false,
                                               releasedAt: drawn });
}
/** The finger's fraction of the width from the press, less the dead zone either way (GestureRecognizer.progress). */
function swipeProgress(press, x) {
  const travel = (x - press.start.x) * (press.mirrored ? -1 : 1), zone = Math.max(0, S.deadZone);
  const followed = travel - Math.min(zone, Math.max(-zone, travel));
  return Math.min(1, Math.max(0, press.baseProgress + followed / W));
}
function onBackButton(p) {
  const b = config.backButton;
  return state.stack.length > 1 && p.x >= b.x && p.x < b.x + b.width && p.y >= b.y && p.y < b.y + b.height;
}
function down(p, id) {
  if (state.press) return;
  const t = state.transition;
  if (S.whileSettling === 'swipeNext' && t && t.kind === 'swipe' && t.completes && t.controller.motion) finishSettle(true);
  const catches = grabbable(), rightEdge = S.edges === 'both' ? W - S.edgeWidth : null;
  const mirrored = p.x >= S.edgeWidth && rightEdge !== null && p.x > rightEdge;
  const fromEdge = p.x < S.edgeWidth || mirrored;
  const reach = mirrored || S.maxStartDistance === null || p.x <= S.maxStartDistance;
  const press = { id: id, start: p, onBack: onBackButton(p), fromEdge: fromEdge, mirrored: mirrored,
                  maySwipe: canSwipeBack() && reach && (fromEdge || S.pan !== 'edge'), inert: state.transition !== null && !catches,
                  caught: catches, moved: false, isSwipe: false, isVertical: false, baseProgress: 0, tracker: new Tracker() };
  press.tracker.add(p.x, state.time);
  state.press = press;
}
function move(p, id) {
  const press = state.press;
  if (!press || press.id !== id) return;
  const idle = state.transition === null, canStart = canSwipeBack() && idle;
  const rawDx = p.x - press.start.x, dy = p.y - press.start.y, dx = press.mirrored ? -rawDx : rawDx;
  press.tracker.add(p.x, state.time);
  const distance = Math.sqrt(dx * dx + dy * dy);
  if (distance > S.slop) press.moved = true;
  if (!press.isSwipe && press.caught && press.moved) {
    // The caught page is taken over from where it is drawn; velocity counts from the press.
    press.caught = false; press.isSwipe = true;
    const caught = state.transition;
    press.baseProgress = caught.controller.value;
    press.tracker = new Tracker();
    press.tracker.add(press.start.x, state.time);
    if (caught.kind === 'pop') state.stack.push(caught.leaving);
    state.transition = transitionOf('swipe', new Controller(caught.controller.value));
    holdSwipe(swipeProgress(press, p.x), p);
    return;
  }
  const open = !press.isSwipe && !press.isVertical && !press.caught && press.maySwipe && !press.inert && canStart;
  if (open && S.failVertical !== null) {
    if (Math.abs(dy) > S.failVertical) press.isVertical = true;
    else if (dx >= (press.fromEdge ? S.activateAfter : Math.max(S.activateAfter, S.slop))) { press.isSwipe = true; press.moved = true; }
  } else if (open && distance > (press.fromEdge ? S.activateAfter : S.slop)) {
    if (dx > 0 && Math.abs(dx) >= Math.abs(dy)) { press.isSwipe = true; press.moved = true; }
    else if (S.swipeStart === 'firstMotion' || Math.abs(dy) > 20) press.isVertical = true;
  }
  if (press.isSwipe) holdSwipe(swipeProgress(press, p.x), p);
}
function up(p, id, lost) {
  const press = state.press;
  if (!press || press.id !== id) return;
  state.press = null;
  if (press.isSwipe) {
    const velocity = lost ? 0 : press.tracker.velocity(state.time, S.velocityEstimator) * (press.mirrored ? -1 : 1) / W;
    const x = lost ? (press.tracker.lastX === null ? press.start.x : press.tracker.lastX) : p.x;
    const progress = swipeProgress(press, x);
    holdSwipe(progress, lost ? null : p, press);
    releaseSwipe(progress, velocity);
  } else if (!lost && !press.inert && !press.moved && !press.caught) {
    perform(press.onBack ? 'pop' : 'push');
  }
  runPending();
}
function step(seconds) {
  state.time += seconds;
  if (state.press && state.press.caught) return;
  const t = state.transition;
  if (t && t.controller.motion) {
    if (t.controller.advance(seconds)) { if (t.kind === 'swipe') finishSettle(t.completes); else state.transition = null; }
  } else if (t && t.smoothing && !t.smoothing.finished()) {
    // A held progress catching up with the finger moves with animation time, as Android's spring does.
    t.smoothing.advance(seconds);
    t.controller.set(t.smoothing.value());
  }
  runPending();
}

// ---- Drawing: the pose (SlidePose.swift) as CSS ----
const el = id => document.getElementById(id);
const phone = el('phone'), frontEl = el('front'), backEl = el('back'), dimEl = el('dim'), shadowEl = el('shadow');
function pose() {
  const t = state.transition;
  if (!t) return null;
  const phase = t.kind === 'swipe' ? 'drag' : t.kind;
  const front = t.kind === 'pop' ? t.leaving : top();
  const back = t.kind === 'pop' ? top() : state.stack[state.stack.length - 2];
  const slide = { fraction: t.controller.value, phase: phase, releasedAt: t.releasedAt, completing: t.completes };
  let share = 1;
  if (t.releasedAt !== null) {
    const target = t.completes ? 1 : 0;
    share = t.releasedAt === target ? 0 : Math.min(1, Math.max(0, (slide.fraction - target) / (t.releasedAt - target)));
  }
  const look = lookFor(phase), p = drawnProgress(look, slide);
  return { progress: slide.fraction, front: front, back: back, frontTransform: frontTransform(look, p, t.lift, share, t.mirrored),
           backTransform: backTransform(look, p) };
}
function place(node, page, tr) {
  node.style.backgroundImage = 'url(' + config.pictures[page] + ')';
  node.style.transform = 'translate(' + tr.x + 'px, ' + tr.y + 'px) scale(' + tr.scale + ', ' + tr.scaleY + ')';
  node.style.opacity = String(tr.opacity);
  node.style.borderRadius = tr.radius > 0 ? (tr.radius / tr.scale) + 'px / ' + (tr.radius / tr.scaleY) + 'px' : '0';
  node.style.display = 'block';
}
const identity = { x: 0, y: 0, scale: 1, scaleY: 1, radius: 0, opacity: 1, dimming: null, shadow: null };
function render() {
  const now = pose();
  if (!now) {
    place(frontEl, top(), identity);
    backEl.style.display = dimEl.style.display = shadowEl.style.display = 'none';
    return;
  }
  place(backEl, now.back, now.backTransform);
  place(frontEl, now.front, now.frontTransform);
  const dim = now.backTransform.dimming;
  dimEl.style.display = dim === null ? 'none' : 'block';
  dimEl.style.opacity = String(dim === null ? 0 : dim);
  const f = now.frontTransform, shadow = f.shadow;
  if (!shadow) { shadowEl.style.display = 'none'; return; }
  // Frame.drawItems: beside the straight part of the edge, centred `offset` from it.
  const outlineX = W / 2 * (1 - f.scale) + f.x, outlineY = H / 2 * (1 - f.scaleY) + f.y, outlineH = H * f.scaleY;
  const inset = Math.min(Math.max(0, f.radius), outlineH / 2);
  Object.assign(shadowEl.style, { display: 'block', left: (outlineX + shadow.offset - shadow.width / 2) + 'px', top: (outlineY + inset) + 'px',
                                  width: shadow.width + 'px', height: (outlineH - 2 * inset) + 'px', opacity: String(shadow.opacity) });
}

// ---- Input and the clock ----
let fit = 1;
function layout() {
  const caption = el('caption').offsetHeight;
  fit = Math.min(1, window.innerWidth / W, (window.innerHeight - caption) / H);
  Object.assign(phone.style, { width: W + 'px', height: H + 'px', transform: fit === 1 ? '' : 'scale(' + fit + ')' });
  Object.assign(el('fit').style, { width: W * fit + 'px', height: H * fit + 'px' });
}
function point(e) {
  const r = phone.getBoundingClientRect();
  return { x: (e.clientX - r.left) / fit, y: (e.clientY - r.top) / fit };
}
function input(handler, lost) {
  return e => {
    e.preventDefault();
    if (handler === down) { try { phone.setPointerCapture(e.pointerId); } catch (ignored) { /* a synthetic pointer */ } }
    handler(point(e), e.pointerId, lost);
    state.events += 1;
    state.lastEvent = e.type;
    render();
  };
}
phone.addEventListener('pointerdown', input(down));
phone.addEventListener('pointermove', input(move));
phone.addEventListener('pointerup', input(up, false));
phone.addEventListener('pointercancel', input(up, true));
let clock = 'real', last = null, owed = 0;
function frame(now) {
  if (clock === 'real') {
    // Fixed 1/60 s steps, as the program takes: the motion is the same at any refresh rate.
    owed += last === null ? 0 : Math.min(0.25, (now - last) / 1000);
    while (owed >= STEP) { step(STEP); owed -= STEP; }
    render();
  }
  last = now;
  requestAnimationFrame(frame);
}
/** What a test drives: `clock = 'manual'` stops real time; `advance(ms)` takes 1/60 s steps. */
window.slideback = {
  get clock() { return clock; },
  set clock(value) { clock = value === 'manual' ? 'manual' : 'real'; last = null; owed = 0; },
  advance(ms) { const n = Math.round(ms * 60 / 1000); for (let i = 0; i < n; i++) step(STEP); render(); return this.read(); },
  read() { const now = pose(); return { progress: now ? now.progress : 0, front_x: now ? now.frontTransform.x : 0,
                                         back_x: now ? now.backTransform.x : null, depth: state.stack.length }; },
  get events() { return state.events; },
  get lastEvent() { return state.lastEvent; },
  style: S,
};
el('caption').textContent = config.caption;
window.addEventListener('resize', layout);
layout();
render();
requestAnimationFrame(frame);
