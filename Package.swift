// swift-tools-version:6.0
// SlideBack: the whole-page slide-back and its relatives, in an SDL2 window.
import PackageDescription

// The AVX2 build of the pixel loops is compiled for AVX2 on x86-64 only (-Xcc -mavx2 sets the
// processor features of Swift's code generation too); elsewhere it is the portable build again,
// never picked (CCPUFeatures finds no AVX2 off x86).
#if arch(x86_64)
let avx2Flags = ["-O", "-Xcc", "-mavx2"]
#else
let avx2Flags = ["-O"]
#endif

// The core, drawing, recording and tools modules are optimized in debug builds too, the tests'
// build, and so is the render tests' pixel comparison (the renderer parity test spent 80% of its
// time in its loops): at -Onone they were most of the suite's time (see docs/performance.md,
// "Test suite wall time"; the core's model-based test alone took two minutes). Nothing in them
// is an assert() that -O would drop; preconditions and overflow checks stay, and the tests still
// import them @testable. In debug builds the optimizing is Swift's own (inlining, specialization,
// reference counting), not LLVM's after it: LLVM's passes took a third of the build's time and
// saved the tests nothing measurable (the pixel loops, which need them, are SlideBackKernels',
// optimized fully). And it is for size (-Osize: less inlining and specializing): Swift's optimizer
// was half of the core's compile, and a clean build took 8 s less than at -O, the suite's run
// 10 s less, its code being smaller (docs/performance.md). Release builds optimize for speed.
//
// Seven of Swift's own optimizing passes are left out too: loop-invariant code motion, the ARC
// sequence and release-hoisting passes, redundant load and dead store elimination, bcopts and
// common subexpression elimination. Together they were an eighth of the core's compile (49 -> 43
// CPU seconds, five builds each) and the suite ran no slower without them (docs/performance.md);
// none of them is needed for correctness, and release builds run them all.
let optimized: [SwiftSetting] = [.unsafeFlags([
    "-Osize", "-Xfrontend", "-disable-llvm-optzns",
    "-Xllvm", "-sil-disable-pass=loop-invariant-code-motion,arc-sequence-opts,release-hoisting,redundant-load-elimination,dead-store-elimination,bcopts,cse",
], .when(configuration: .debug))]

let package = Package(
    name: "SlideBack",
    products: [
        .executable(name: "slideback", targets: ["slideback"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2", path: "Sources/CSDL2",
            providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(
            name: "CSDL2Image", path: "Sources/CSDL2Image",
            providers: [.apt(["libsdl2-image-dev"])]),
        .systemLibrary(
            name: "CSDL2TTF", path: "Sources/CSDL2TTF",
            providers: [.apt(["libsdl2-ttf-dev"])]),
        // giflib ships no pkg-config file on Debian: the module map links "gif" itself.
        .systemLibrary(
            name: "CGIF", path: "Sources/CGIF",
            providers: [.apt(["libgif-dev"])]),
        .systemLibrary(
            name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(
            name: "CFriBidi", path: "Sources/CFriBidi", pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(
            name: "CFontconfig", path: "Sources/CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]),
        // A header of our own: what the processor can run (CPUID), for the pixel loops' builds.
        .systemLibrary(
            name: "CCPUFeatures", path: "Sources/CCPUFeatures"),
        .target(
            name: "SlideBackCore",
            exclude: ["CMakeLists.txt"],
            swiftSettings: optimized),
        // What a tuned style leaves the lab as: code for SwiftUI, UIKit, Compose, Flutter and React
        // Navigation, CSS, and the pose tables they share. Unoptimized in debug builds, unlike the
        // core: it writes text once a run, and out of the core it is off the build's longest path.
        .target(
            name: "SlideBackExport",
            dependencies: ["SlideBackCore"],
            exclude: ["CMakeLists.txt"]),
        // The software renderer's per-pixel loops, optimized in every build, debug and tests
        // included: unoptimized, their SIMD code takes seconds a frame.
        .target(
            name: "SlideBackKernels",
            exclude: ["CMakeLists.txt"],
            swiftSettings: [.unsafeFlags(["-O"])]),
        // The same loops compiled for processors with AVX2, picked at run time where there is AVX2.
        .target(
            name: "SlideBackKernelsAVX2",
            dependencies: ["SlideBackKernels"],
            exclude: ["CMakeLists.txt"],
            swiftSettings: [.unsafeFlags(avx2Flags)]),
        .target(
            name: "SlideBackRender",
            dependencies: ["SlideBackCore", "SlideBackKernels", "SlideBackKernelsAVX2", "CCPUFeatures", "CSDL2", "CSDL2Image", "CSDL2TTF", "CFriBidi", "CFontconfig"],
            exclude: ["CMakeLists.txt"],
            swiftSettings: optimized),
        // Everything a run writes down: the PNG encoder (the program's one), GIF, video through
        // ffmpeg, frame files, the contact sheet, the trace, and the run recorder feeding them;
        // also reading a reference video through ffmpeg. It draws nothing and decides nothing.
        .target(
            name: "SlideBackRecording",
            dependencies: ["SlideBackCore", "SlideBackKernels", "SlideBackRender", "CGIF", "CZlib"],
            exclude: ["CMakeLists.txt"],
            swiftSettings: optimized),
        // The tools around the program, not drawn by it: the art generator, the bench, the soak
        // and check-bars' frame checker.
        .target(
            name: "SlideBackTools",
            dependencies: ["SlideBackCore", "SlideBackRender", "SlideBackRecording", "CSDL2", "CSDL2Image"],
            exclude: ["CMakeLists.txt"],
            swiftSettings: optimized),
        .executableTarget(
            name: "slideback",
            dependencies: ["SlideBackCore", "SlideBackExport", "SlideBackRender", "SlideBackRecording", "SlideBackTools", "CSDL2"],
            exclude: ["CMakeLists.txt"]),
        .testTarget(
            name: "SlideBackCoreTests",
            dependencies: ["SlideBackCore"]),
        .testTarget(
            name: "SlideBackExportTests",
            dependencies: ["SlideBackCore", "SlideBackExport"]),
        // How two drawn pictures differ, for the render tests: optimized, as their loops over
        // every byte of a frame were most of those tests' time unoptimized; by LLVM too, like the
        // pixel loops, as it is nothing but such loops and compiles in a fraction of a second.
        .target(
            name: "SlideBackPixelComparison",
            dependencies: ["SlideBackRender", "CSDL2"],
            path: "Tests/PixelComparison",
            swiftSettings: [.unsafeFlags(["-O"])]),
        .testTarget(
            name: "SlideBackRenderTests",
            // The bar checker is a tool, and the recorders write what is drawn: both are tested here
            // on the render tests' harness and scenes. Unoptimized: built -O they took 30 s of the
            // build's longest path to save a few of the run (docs/performance.md).
            dependencies: ["SlideBackCore", "SlideBackKernels", "SlideBackKernelsAVX2", "SlideBackRender", "SlideBackRecording", "SlideBackTools",
                           "SlideBackPixelComparison", "CSDL2", "CZlib"]),
        .testTarget(
            name: "SlideBackToolsTests",
            dependencies: ["SlideBackCore", "SlideBackRender", "SlideBackTools"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["slideback", "SlideBackCore", "SlideBackExport", "SlideBackPixelComparison", "CSDL2", "CSDL2Image", "CGIF"]),
    ]
)
