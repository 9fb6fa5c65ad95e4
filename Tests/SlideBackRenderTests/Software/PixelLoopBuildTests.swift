import Foundation
import SlideBackCore
import SlideBackKernels
import SlideBackKernelsAVX2
@testable import SlideBackRender
import XCTest

/// Issue 13, section 4: the renderer's own loops come in two builds, the portable one and one
/// compiled for AVX2, picked by what the processor can run. Both write the same bytes, which the
/// suites comparing the renderer with SDL (`OwnFillTests`, `OwnCopyTests`, `DimmedStretchTests`)
/// check for the build this processor picks; here the two builds are compared with each other.
final class PixelLoopBuildTests: XCTestCase {
    private var random = SeededRandom(seed: 41)

    private func number(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(random.next() % UInt64(range.count)) }
    private func bytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) } }

    /// The AVX2 build, where this processor runs it.
    private func avx2() throws -> any PixelLoops.Type {
        guard PixelLoopChoice.processorHasAVX2 else { throw XCTSkip("this processor has no AVX2: only the portable build runs here") }
        return AVX2Loops.self
    }

    /// What `draw` leaves in a noisy buffer of `count` bytes, with each build.
    private func bothBuilds(count: Int, _ draw: (any PixelLoops.Type, UnsafeMutableRawPointer) -> Void) throws -> (portable: [UInt8], avx2: [UInt8]) {
        let wide = try avx2()
        let noise = bytes(count)
        var portable = noise, other = noise
        portable.withUnsafeMutableBytes { draw(PortableLoops.self, $0.baseAddress!) }
        other.withUnsafeMutableBytes { draw(wide, $0.baseAddress!) }
        return (portable, other)
    }

    func testBothBuildsStretchAlikeGrowingShrinkingDimmedAndFaded() throws {
        for trial in 0..<60 {
            let width = number(2...70), height = number(2...50)
            let picture = bytes(width * height * 4).withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
            let destination = (width: number(1...90), height: number(1...60))
            let rows = LinearStretch.samples(source: height, destination: destination.height)
            let columns = LinearStretch.samples(source: width, destination: destination.width)
            let top = number(0...(destination.height - 1)), left = number(0...(destination.width - 1))
            let region = (rows: top..<number((top + 1)...destination.height), columns: left..<number((left + 1)...destination.width))
            let pitch = (destination.width + 3) * 4
            let multipliers = trial % 3 == 0 ? SIMD4<UInt16>(repeating: 255)
                : SIMD4(UInt16(number(0...255)), UInt16(number(0...255)), UInt16(number(0...255)), 255)
            let fade: SIMD4<UInt16>? = trial % 3 == 2 ? SIMD4(repeating: UInt16(number(0...255))) &* SIMD4(1, 1, 1, 0) : nil
            let drawn = try bothBuilds(count: pitch * (destination.height + 2)) { loops, target in
                picture.withUnsafeBufferPointer { texels in
                    BilinearKernel.stretch(origin: texels.baseAddress!, rowLength: width, rows: rows, columns: columns, regions: [region],
                                           into: target, targetPitch: pitch, corner: (x: 1, y: 1), multipliers: multipliers, fade: fade,
                                           loops: loops)
                }
            }
            XCTAssertEqual(drawn.avx2, drawn.portable, "trial \(trial): \(width) x \(height) onto \(destination), \(region)")
        }
    }

    /// The AVX2 stretch takes four pixels at a time, leaving the last one to three of a row to the
    /// portable body, and weighs a row of one texel row alone (the first, or one past the last:
    /// 128ths that a signed byte cannot hold) otherwise than the rest.
    func testBothBuildsStretchAlikeAtEveryRowsEdgeAndEveryTail() throws {
        let width = 9, height = 5
        let picture = bytes(width * height * 4).withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
        // Grown, the first rows and columns show the first texels alone and the last the last.
        let rows = LinearStretch.samples(source: height, destination: 23)
        let columns = LinearStretch.samples(source: width, destination: 31)
        XCTAssertTrue(rows.contains { $0.fraction == 0 } && rows.contains { $0.fraction == 128 }, "the stretch reaches both edges")
        for left in 0..<4 {
            for count in 1...12 {
                let region = (rows: 0..<rows.count, columns: left..<(left + count)), pitch = 33 * 4
                for (multipliers, fade) in [(SIMD4<UInt16>(repeating: 255), nil), (SIMD4(90, 200, 17, 255), nil),
                                            (SIMD4(repeating: 255), SIMD4<UInt16>(130, 130, 130, 0))] {
                    let drawn = try bothBuilds(count: pitch * 24) { loops, target in
                        picture.withUnsafeBufferPointer { texels in
                            BilinearKernel.stretch(origin: texels.baseAddress!, rowLength: width, rows: rows, columns: columns,
                                                   regions: [region], into: target, targetPitch: pitch, corner: (x: 1, y: 0),
                                                   multipliers: multipliers, fade: fade, loops: loops)
                        }
                    }
                    XCTAssertEqual(drawn.avx2, drawn.portable, "columns \(region.columns), \(multipliers), \(String(describing: fade))")
                }
            }
        }
    }

    func testBothBuildsCopyBlendAndFillAlikeAtEveryWidth() throws {
        for width in 1...19 {
            let height = number(1...5), pitch = width * 4 + number(0...3) * 4
            let source = bytes(pitch * height)
            let colour = SIMD4(UInt16(number(0...255)), UInt16(number(0...255)), UInt16(number(0...255)), 0)
            let alpha = UInt16(number(0...255))
            let copied = try bothBuilds(count: pitch * height) { loops, target in
                source.withUnsafeBytes { loops.copy(from: $0.baseAddress!, sourcePitch: pitch, to: target, targetPitch: pitch,
                                                    width: width, height: height, multipliers: colour) }
            }
            XCTAssertEqual(copied.avx2, copied.portable, "copy, \(width) wide")
            let blended = try bothBuilds(count: pitch * height) { loops, target in
                source.withUnsafeBytes { loops.blend(from: $0.baseAddress!, sourcePitch: pitch, to: target, targetPitch: pitch,
                                                     width: width, height: height, colour: colour, alpha: alpha) }
            }
            XCTAssertEqual(blended.avx2, blended.portable, "blend, \(width) wide")
            let opacity = UInt8(number(1...254)), add = SIMD4<UInt8>(UInt8(number(0...Int(opacity))), UInt8(number(0...Int(opacity))), 0, opacity)
            let filled = try bothBuilds(count: pitch * height) { loops, target in
                loops.fill(origin: target, pitch: pitch, width: width, height: height, inverse: 255 - opacity, add: add,
                           keep: SIMD4(255, 255, 0, 255))
            }
            XCTAssertEqual(filled.avx2, filled.portable, "fill, \(width) wide")
        }
    }

    /// The AVX2 blend leaves eight wholly clear pixels as they are and copies eight wholly opaque
    /// ones of a picture drawn as it is: pictures whose alphas come in runs of 0, 255 and others,
    /// drawn as they are and modulated, blend alike in both builds, at every start of a run.
    func testBothBuildsBlendAlikeOverRunsOfClearAndOpaquePixels() throws {
        for trial in 0..<40 {
            let width = number(1...40), height = number(1...4), pitch = width * 4 + number(0...2) * 4
            var source = bytes(pitch * height)
            var run = (left: 0, alpha: UInt8(0))
            for pixel in 0..<(source.count / 4) {
                if run.left == 0 { run = (number(1...12), [0, 255, UInt8(number(1...254))][number(0...2)]) }
                source[pixel * 4 + 3] = run.alpha
                run.left -= 1
            }
            let asItIs = trial.isMultiple(of: 2)
            let colour = asItIs ? SIMD4<UInt16>(repeating: 255) : SIMD4(UInt16(number(0...255)), UInt16(number(0...255)), UInt16(number(0...255)), 0)
            let alpha: UInt16 = asItIs ? 255 : UInt16(number(0...255))
            let blended = try bothBuilds(count: pitch * height) { loops, target in
                source.withUnsafeBytes { loops.blend(from: $0.baseAddress!, sourcePitch: pitch, to: target, targetPitch: pitch,
                                                     width: width, height: height, colour: colour, alpha: alpha) }
            }
            XCTAssertEqual(blended.avx2, blended.portable, "trial \(trial): \(width) x \(height), \(colour), alpha \(alpha)")
        }
    }

    func testTheProcessorsAVX2IsWhatTheSystemReports() throws {
        let cpuinfo = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
        let flags = try XCTUnwrap(cpuinfo.split(separator: "\n").first { $0.hasPrefix("flags") })
        XCTAssertEqual(PixelLoopChoice.processorHasAVX2, flags.split(separator: " ").contains("avx2"))
    }

    func testTheAVX2BuildIsPickedWhereItRunsAndThePortableOneWhenAsked() {
        XCTAssertEqual(PixelLoopChoice.name(of: PixelLoopChoice.best(setting: nil)), PixelLoopChoice.processorHasAVX2 ? "avx2" : "portable")
        XCTAssertEqual(PixelLoopChoice.name(of: PixelLoopChoice.best(setting: "auto")), PixelLoopChoice.name(of: PixelLoopChoice.best(setting: nil)))
        XCTAssertEqual(PixelLoopChoice.name(of: PixelLoopChoice.best(setting: "portable")), "portable")
        // Issue 30: an unknown setting is said, once, rather than silently read as automatic.
        XCTAssertNil(PixelLoopChoice.settingWarning("portable"))
        XCTAssertNil(PixelLoopChoice.settingWarning(nil))
        XCTAssertEqual(PixelLoopChoice.settingWarning("protable"),
                       #"warning: SLIDEBACK_PIXEL_LOOPS="protable" is not a setting (use portable, auto or off); the processor's best build is used"#)
    }

    func testOffLeavesAllOfTheDrawingToSDL() throws {
        XCTAssertFalse(PixelLoopChoice.ownLoops(setting: "off"))
        for setting in [nil, "auto", "portable"] { XCTAssertTrue(PixelLoopChoice.ownLoops(setting: setting), "\(setting ?? "unset")") }
        let harness = try RenderHarness(scene: TestScenes.solid)
        harness.renderer.ownsBlends = false
        XCTAssertEqual(PixelLoopChoice.name(of: harness.renderer), "off", "the bench says so")
        harness.renderer.ownsBlends = true
        XCTAssertEqual(PixelLoopChoice.name(of: harness.renderer), PixelLoopChoice.name(of: harness.renderer.pixelLoops))
    }
}
