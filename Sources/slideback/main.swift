import Foundation
import SlideBackCore
import SlideBackRecording
import SlideBackRender

/// Exit codes: 0 done, 1 the run failed (no display, a file could not be written), 2 bad input.
func runProgram(_ arguments: [String]) -> Int32 {
    let command = arguments.first.flatMap(ProgramCommand.init(rawValue:))
    // First of all, and once: a signal that came before the handler would end the process with
    // no line and no clean-up, and one that came between two installs would name no command.
    SignalWatch.install(command: command?.rawValue)
    ProgramLocale.adopt()
    if let warning = PixelLoopChoice.settingWarning() { printWarning("slideback: " + warning) }
    if let command { return command.run(Array(arguments.dropFirst())) }
    var status: Int32 = 0
    guard let inputs = RunInputs.read(arguments, status: &status) else { return status }
    let (options, resources) = (inputs.options, inputs.resources)
    let (scene, script, styles, chosen, references) = (inputs.scene, inputs.script, inputs.styles, inputs.chosen, inputs.references)
    // Before the window opens: Xlib would otherwise end the process, files and all, on its own.
    if !options.headless { LostDisplay.install() }
    let display: DemoDisplay
    do {
        display = try DemoDisplay(options: options, scene: scene, resources: resources)
    } catch let error as OptionError {
        // A renderer that was named and cannot start: the flag's fault, not the display's.
        printWarning("slideback: \(error)")
        return 2
    } catch {
        if options.headless {
            printWarning("slideback: \(error)")
        } else {
            printWarning("slideback: no display to open a window on (\(error)); run with --headless, or in a virtual display: xvfb-run slideback")
        }
        return 1
    }
    let session = Session(navigator: Navigator(scene: scene, spec: chosen.style, configuration: options.navigatorConfiguration),
                          clock: PlaybackClock(timeScale: options.timeScale, slowMotionFactor: options.slowMotionFactor), styles: styles)
    var stage = Stage(session: session, screen: options.size, comparing: chosen.compareWith)
    stage.inspector.showsPointer = options.showsPointer
    // A reference is measured against the whole run, not the last seconds.
    stage.graph = MotionGraph(seconds: options.graphSeconds, keepsEverything: options.plotPath != nil || !references.isEmpty)
    stage.graph.references = references
    stage.graph.referenceAlignment = options.referenceAlignment
    // From here outputs are made: a signal is noted, and the run stops at its next frame, removing them.
    SignalWatch.noteStops()
    let recorder = RunRecorder(options: options)
    // Only in a window run by hand: scripted runs, captures and recordings show what they ask for, no more.
    stage.inspector.showsHints = !options.noHints && !options.headless && options.scriptPath == nil && options.captures.isEmpty
        && recorder?.recordsFrames != true
    status = 0
    do {
        if options.headless {
            let runner = HeadlessRunner(script: script, captures: options.captures, frameLimit: options.frames, recorder: recorder,
                                        tunedStyle: TunedStyleWriter(path: options.tuneOutPath, exportTarget: options.exportTarget))
            _ = try runner.run(stage: &stage, display: display)
        } else {
            try LiveRunner(script: script, recorder: recorder, tunedStyle: TunedStyleWriter(path: options.tuneOutPath, exportTarget: options.exportTarget),
                           captures: options.captures, frameLimit: options.frames)
                .run(stage: &stage, display: display)
        }
        try recorder?.finishFrames(graph: stage.graph)
        if let plot = options.plotPath { try writePlot(of: stage, display: display, to: plot) }
        reportReferences(stage.graph, toStandardError: options.tracePath == OutputFile.standardOutputName
                            || options.recordInputPath == OutputFile.standardOutputName)
    } catch {
        // The recordings in progress are dropped with their temporary files; one line says why.
        recorder?.abandonFrames()
        status = reportFailure(error, otherwise: 1)
    }
    do {
        // Saved however the run ended (Q, closing the window, a failure): failing input is worth replaying.
        try recorder?.saveInput()
    } catch {
        printWarning("slideback: \(error)")
        if status == 0 { status = 1 }
    }
    if status == 0, let plot = options.plotPath {
        do {
            try writePlot(of: stage, display: display, to: plot)
        } catch {
            status = reportFailure(error, otherwise: 1)
        }
    }
    return status
}

/// Fails early, naming the flag, when a capture could never be written, rather than after a long run.
func checkCaptureFolders(_ captures: [Options.Capture]) throws {
    for capture in captures {
        if let problem = OutputFile.targetProblem(capture.path) {
            throw OptionError(description: "--capture: \(problem)")
        }
        let folder = URL(fileURLWithPath: capture.path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
              FileManager.default.isWritableFile(atPath: folder) else {
            throw OptionError(description: "--capture: cannot write \(capture.path): the folder \(folder) does not exist or is not writable")
        }
        try Options.checkCreation("--capture", capture.path)
    }
}

StandardStreams.occupyClosedDescriptors()
if let problem = ArgumentBytes.problem() {
    printWarning("slideback: \(problem)")
    exit(2)
}
exit(StandardStreams.finish(runProgram(Array(CommandLine.arguments.dropFirst()))))

/// One line a screen and a reference at the end of a run with `--reference`: the error, on
/// standard output (standard error when a trace or a recording of input is written there).
func reportReferences(_ graph: MotionGraph, toStandardError: Bool) {
    for index in graph.tracks.indices {
        for comparison in graph.comparisons(forScreen: index) {
            let line = "reference \(comparison.reference.name) against \(graph.tracks[index].style): "
                + (comparison.error.map(\.summary) ?? "no moment in common (the screen did not move while the reference did)")
            if toStandardError { printWarning(line) } else { print(line) }
        }
    }
}

/// `--plot`: the motion graphs of the whole run, written whole or not at all.
/// else is saved: while it is drawn nothing is being written, so a signal ends the process at once.
func writePlot(of stage: Stage, display: DemoDisplay, to path: String) throws {
    SignalWatch.stopAtOnce()
    let image = try RecordingError.naming("--plot") { try display.compositor.plot(stage.graph.wholeRun) }
    try SignalWatch.whileWriting { try RecordingError.naming("--plot") { try image.writePNG(to: path) } }
}
