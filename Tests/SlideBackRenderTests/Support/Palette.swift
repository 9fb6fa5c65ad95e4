import CSDL2
import Foundation
import SlideBackCore
import SlideBackRender
import XCTest

/// Colours of the test scenes; every expected pixel is computed from these.
enum Palette {
    static let rootBody = Color(rgb: 0x3366CC)
    static let rootBar = Color(rgb: 0xF7F7F7)
    static let secondBody = Color(rgb: 0xCC3333)
    static let secondBar = Color(rgb: 0x22AA55)
    /// The right half of the marker image (its left half is `rootBody`).
    static let markerRight = Color(rgb: 0xFFCC00)
}
