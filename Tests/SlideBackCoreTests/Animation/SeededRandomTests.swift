import XCTest
@testable import SlideBackCore

/// The seeded generator is SplitMix64 exactly, so every seeded run repeats on any platform.
final class SeededRandomTests: XCTestCase {
    func testTheSequenceIsSplitMix64sPublishedOne() {
        // The reference implementation's first outputs for seed 0 (Vigna, splitmix64.c).
        var random = SeededRandom(seed: 0)
        XCTAssertEqual(random.next(), 0xE220_A839_7B1D_CDAF)
        XCTAssertEqual(random.next(), 0x6E78_9E6A_A1B9_65F4)
        XCTAssertEqual(random.next(), 0x06C4_5D18_8009_454F)
    }

    func testTheSameSeedRepeatsAndAnotherDiffers() {
        var first = SeededRandom(seed: 42), second = SeededRandom(seed: 42), other = SeededRandom(seed: 43)
        let a = (0..<8).map { _ in first.next() }
        XCTAssertEqual(a, (0..<8).map { _ in second.next() })
        XCTAssertNotEqual(a, (0..<8).map { _ in other.next() })
    }

    func testDrawsStayInsideTheirRanges() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<10_000 {
            XCTAssertTrue((0..<5).contains(random.below(5)))
            XCTAssertEqual(random.below(0), 0)
            XCTAssertTrue((-3.0...9.0).contains(random.double(in: -3...9)))
            let open = random.openUnit()
            XCTAssertTrue(open > 0 && open < 1)
            XCTAssertTrue(random.gaussian().isFinite)
        }
    }

    func testChanceFollowsItsProbability() {
        var random = SeededRandom(seed: 11)
        let hits = (0..<20_000).filter { _ in random.chance(0.25) }.count
        XCTAssertEqual(Double(hits) / 20_000, 0.25, accuracy: 0.02)
        XCTAssertFalse((0..<100).contains { _ in random.chance(0) })
    }
}
