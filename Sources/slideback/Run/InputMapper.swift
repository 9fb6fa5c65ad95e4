import CSDL2
import SlideBackCore

/// Turns SDL events into the same actions scripts use, in points: mouse and fingers alike. It
/// keeps no size of its own: each event is mapped with the stage's window size and the display's
/// scale as they are then.
struct InputMapper {
    private var fingers: [SDL_FingerID: Int] = [:]
    /// SDL's `SDL_TOUCH_MOUSEID`, a cast macro Swift cannot import: mouse events made from touches.
    static let touchMouseID = UInt32.max
    /// Points a unit of SDL's precise wheel amount scrolls (SDL states no unit; our choice: a
    /// trackpad's deltas move the page about as far as the fingers, a wheel's notch 10 points).
    static let wheelPoints = 10.0

    /// What an event means: actions to apply, or quit.
    enum Outcome {
        /// Apply these actions (possibly none).
        case actions([ScriptAction])
        /// The user closed the window or pressed Q.
        case quit
    }

    /// Maps one event in a window of `window` points (the stage's; SDL gives fingers as fractions
    /// of it) at `scale` window coordinates per point (the display's: mouse positions are divided by it).
    mutating func map(_ event: SDL_Event, window: Size, scale: Double) -> Outcome {
        let toPoints = 1 / scale
        func mousePoint(_ x: Int32, _ y: Int32) -> Point { Point(x: Double(x) * toPoints, y: Double(y) * toPoints) }
        func fingerPoint(_ x: Float, _ y: Float) -> Point { Point(x: Double(x) * window.width, y: Double(y) * window.height) }
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_KEYDOWN:
            let code = Int(event.key.keysym.sym)
            if code == Int(SDLK_q.rawValue) { return .quit }
            guard event.key.repeat == 0 || code != Int(SDLK_s.rawValue), var key = Self.key(for: code) else { return .actions([]) }
            if event.key.keysym.mod & UInt16(KMOD_SHIFT.rawValue) != 0 {
                switch key {
                case .tab: key = .shiftTab
                case .left: key = .shiftLeft
                case .right: key = .shiftRight
                default: break
                }
            }
            return .actions([.key(key)])
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != Self.touchMouseID:
            return .actions([.down(mousePoint(event.button.x, event.button.y), pointer: 0)])
        case SDL_MOUSEMOTION where event.motion.state & (UInt32(1) << (UInt32(SDL_BUTTON_LEFT) - 1)) != 0 && event.motion.which != Self.touchMouseID:
            return .actions([.move(mousePoint(event.motion.x, event.motion.y), pointer: 0)])
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != Self.touchMouseID:
            return .actions([.up(mousePoint(event.button.x, event.button.y), pointer: 0)])
        case SDL_MOUSEWHEEL where event.wheel.which != Self.touchMouseID:
            // SDL's precise amounts (2.0.18) with its signs, x to the right and y up, at the pointer (2.26).
            let wheel = event.wheel
            return .actions([.wheel(dx: Double(wheel.preciseX) * Self.wheelPoints, dy: Double(wheel.preciseY) * Self.wheelPoints,
                                    at: mousePoint(wheel.mouseX, wheel.mouseY))])
        case SDL_FINGERDOWN:
            let pointer = fingers[event.tfinger.fingerId] ?? (1 + (fingers.values.max() ?? 0))
            fingers[event.tfinger.fingerId] = pointer
            return .actions([.down(fingerPoint(event.tfinger.x, event.tfinger.y), pointer: pointer)])
        case SDL_FINGERMOTION:
            guard let pointer = fingers[event.tfinger.fingerId] else { return .actions([]) }
            return .actions([.move(fingerPoint(event.tfinger.x, event.tfinger.y), pointer: pointer)])
        case SDL_FINGERUP:
            guard let pointer = fingers.removeValue(forKey: event.tfinger.fingerId) else { return .actions([]) }
            return .actions([.up(fingerPoint(event.tfinger.x, event.tfinger.y), pointer: pointer)])
        case SDL_WINDOWEVENT:
            // Leaving the window or losing focus loses the pointer: a swipe settles by the rule.
            let kind = SDL_WindowEventID(UInt32(event.window.event))
            if kind == SDL_WINDOWEVENT_LEAVE || kind == SDL_WINDOWEVENT_FOCUS_LOST {
                fingers.removeAll()
                return .actions([.cancel])
            }
            if kind == SDL_WINDOWEVENT_SIZE_CHANGED {
                // A resize is input like any other, so --record-input replays it.
                fingers.removeAll()
                return .actions([.resize(Size(width: Double(event.window.data1) * toPoints, height: Double(event.window.data2) * toPoints))])
            }
            return .actions([])
        default:
            return .actions([])
        }
    }

    /// The program's key for an SDL key code.
    static func key(for code: Int) -> Key? {
        let table: [(SDL_KeyCode, Key)] = [
            (SDLK_LEFT, .left), (SDLK_RIGHT, .right), (SDLK_RETURN, .enter), (SDLK_KP_ENTER, .enter),
            (SDLK_BACKSPACE, .backspace), (SDLK_ESCAPE, .escape), (SDLK_HOME, .home), (SDLK_s, .s),
            (SDLK_p, .p), (SDLK_PERIOD, .period), (SDLK_h, .h), (SDLK_o, .o), (SDLK_QUESTION, .question),
            (SDLK_SLASH, .question), (SDLK_F1, .f1), (SDLK_1, .one), (SDLK_2, .two), (SDLK_3, .three),
            (SDLK_4, .four), (SDLK_5, .five), (SDLK_c, .c), (SDLK_6, .six), (SDLK_7, .seven), (SDLK_8, .eight),
            (SDLK_9, .nine), (SDLK_TAB, .tab), (SDLK_g, .g),
            (SDLK_COMMA, .comma), (SDLK_LEFTBRACKET, .leftBracket), (SDLK_RIGHTBRACKET, .rightBracket), (SDLK_k, .k),
            (SDLK_t, .t), (SDLK_UP, .up), (SDLK_DOWN, .down), (SDLK_r, .r), (SDLK_w, .w), (SDLK_m, .m), (SDLK_e, .e),
        ]
        return table.first { Int($0.0.rawValue) == code }?.1
    }
}
