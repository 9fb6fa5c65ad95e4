import CSDL2
import CSDL2Image
import Foundation
import XCTest

/// A test case with a fresh `ProgramFixture` for each test, removed after it.
class ProgramTestCase: XCTestCase {
    /// The scratch folder and the program to run in it.
    var fixture: ProgramFixture!

    override func setUpWithError() throws {
        try super.setUpWithError()
        fixture = try ProgramFixture()
    }

    override func tearDown() {
        fixture = nil
        super.tearDown()
    }
}
