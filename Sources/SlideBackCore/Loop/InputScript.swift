/// A timed list of inputs that drives a run without a person, for demos and end-to-end tests.
public struct InputScript: Equatable, Sendable {
    /// The events, in non-decreasing frame order.
    public var events: [ScriptEvent]
    /// The frame of the last event, or `nil` for an empty script: after it the script has nothing more to say.
    public var lastFrame: Int?

    /// Makes a script; `lastFrame` is taken from the events.
    public init(events: [ScriptEvent]) {
        self.events = events
        self.lastFrame = events.map(\.frame).max()
    }

    /// The latest frame an event may name (about 46 hours at 60 frames a second).
    public static let maximumFrame = 10_000_000
    /// Script coordinates further than this from the origin are surely mistakes.
    public static let maximumCoordinate = 100_000.0
    /// The highest pointer number a script may use.
    public static let maximumPointer = 99
    /// The highest stack index `popTo` may name.
    public static let maximumStackIndex = 1_000_000
}

/// One input of a script and the frame it happens on.
public struct ScriptEvent: Equatable, Sendable {
    /// The frame (0 is the first) at which the action is applied.
    public var frame: Int
    /// What happens.
    public var action: ScriptAction

    /// Makes an event.
    public init(frame: Int, action: ScriptAction) {
        self.frame = frame
        self.action = action
    }
}

/// What a script event does: a navigation request, a pointer event or a key press.
public enum ScriptAction: Equatable, Sendable {
    /// Push the next page, as the push button would.
    case push
    /// Pop the top page.
    case pop
    /// Pop back to the root page.
    case popToRoot
    /// Pop back to the page at this stack index (0 is the root).
    case popTo(index: Int)
    /// A pointer goes down at a point; `pointer` tells fingers apart (the mouse is 0).
    case down(Point, pointer: Int)
    /// A pressed pointer moves.
    case move(Point, pointer: Int)
    /// A pointer is released.
    case up(Point, pointer: Int)
    /// The pointer is lost without a release, for example it left the window.
    case cancel
    /// A key is pressed.
    case key(Key)
    /// The window is resized to this many points (a user dragging its corner).
    case resize(Size)

    /// The action names a script may use, in the order messages list them.
    public static let names = ["push", "pop", "popToRoot", "popTo", "down", "move", "up", "cancel", "key", "resize"]
}

/// The keys the program responds to; the raw values are the names scripts use (matched case-insensitively).
public enum Key: String, CaseIterable, Sendable {
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Return or Enter.
    case enter
    /// Backspace.
    case backspace
    /// Escape.
    case escape
    /// Home.
    case home
    /// S: slow motion.
    case s
    /// P: pause.
    case p
    /// The full stop key.
    case period = "."
    /// H.
    case h
    /// O.
    case o
    /// The question mark.
    case question = "?"
    /// F1.
    case f1
    /// The digit 1.
    case one = "1"
    /// The digit 2.
    case two = "2"
    /// The digit 3.
    case three = "3"
    /// The digit 4.
    case four = "4"
    /// The digit 5.
    case five = "5"
    /// C: compare mode.
    case c
    /// The digit 6: speed 1x.
    case six = "6"
    /// The digit 7: speed 0.5x.
    case seven = "7"
    /// The digit 8: speed 0.25x.
    case eight = "8"
    /// The digit 9: speed 0.1x.
    case nine = "9"
    /// Tab: the next style, built-in or loaded.
    case tab
    /// Shift+Tab: the style before.
    case shiftTab = "shift+tab"
    /// G: the motion graphs, off, beside the phones, over them.
    case g
    /// The comma: while paused, one frame back.
    case comma = ","
    /// The left bracket: while paused, ten frames back.
    case leftBracket = "["
    /// The right bracket: while paused, ten frames forward.
    case rightBracket = "]"
    /// K: onion skin, the front page's edge at the last frames.
    case k
    /// T: the tuning panel.
    case t
    /// The up arrow: the tuning panel's row above.
    case up
    /// The down arrow: the row below.
    case down
    /// Shift+Left: a coarse step down in the tuning panel.
    case shiftLeft = "shift+left"
    /// Shift+Right: a coarse step up.
    case shiftRight = "shift+right"
    /// R: the tuning panel's reset to the style it started from.
    case r
    /// W: writes the tuned style to a style file.
    case w

    /// The key a script names, ignoring case ("S" is `s`), or `nil` for a name the program does not know.
    public init?(scriptName: String) {
        self.init(rawValue: scriptName.lowercased())
    }
}
