import XCTest
@testable import SlideBackCore

/// One expected layer: what, its left edge (for a shadow: its centre), its opacity, and for a clock
/// the seconds it shows.
struct Expected {
    var shown: Shown
    var x: Double
    var alpha = 1.0
    var seconds: Double?
}
