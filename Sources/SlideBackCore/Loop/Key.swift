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
    /// The comma: while paused, one animation step back.
    case comma = ","
    /// The left bracket: while paused, ten steps back.
    case leftBracket = "["
    /// The right bracket: while paused, ten steps forward.
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
    /// M: reduce motion on/off.
    case m
    /// E: exports the tuned style to the export target and a web page, beside its style file.
    case e

    /// The key a script names, ignoring case ("S" is `s`), or `nil` for a name the program does not know.
    public init?(scriptName: String) {
        self.init(rawValue: scriptName.lowercased())
    }
}
