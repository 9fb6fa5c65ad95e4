import SlideBackCore

/// Everything a run reads and checks before it opens a display: the style files and the styles
/// chosen, the scene, the script, the references, and the outputs' places. Any bad input is found
/// here, before a window opens or a file is written, as one error the program prints on one line
/// before it exits 2 (an `Interrupted`: the signal's status), so the tests check those messages
/// by making one in-process.
struct RunInputs {
    /// The command line's options.
    let options: Options
    /// The resources folder (the default scene, the back button, the web page's player).
    let resources: String
    /// The scene, its direction as `--direction` sets it.
    let scene: Scene
    /// `--script`'s events (none without one).
    let script: InputScript
    /// The built-in styles and those of `--style-file`.
    let styles: StyleCatalog
    /// `--style`, and the styles `--compare` sets beside it.
    let chosen: (style: StyleSpec, compareWith: [StyleSpec])
    /// `--reference`'s motions.
    let references: [ReferenceMotion]

    /// Reads the inputs `options` name; `resources` holds the default scene.
    init(options: Options, resources: String) throws {
        self.options = options
        self.resources = resources
        styles = try loadStyleFiles(options.styleFiles)
        chosen = try options.resolveStyles(in: styles)
        let scenePath = options.screens.isEmpty ? options.scenePath ?? resources + "/scene.json" : nil
        var scene = try scenePath.map { try loadSceneFile($0, screen: options.size) } ?? loadScreens(options.screens, screen: options.size)
        scene.direction = options.direction ?? scene.direction
        self.scene = scene
        script = try options.scriptPath.map { try InputScript.load(contentsOf: $0, pixelsPerPoint: options.scale) } ?? InputScript(events: [])
        references = try loadReferences(options)
        // The checks make and remove a file at each output's place: a signal waits for that.
        try SignalWatch.whileWriting {
            try checkCaptureFolders(options.captures)
            try options.prepareRecordingPaths()
        }
        try options.checkOutputCollisions(scenePath: scenePath, scene: scene)
    }
}

extension RunInputs {
    /// The demo's first steps, after the signal handler: the options, the resources and the
    /// inputs to run with; or `nil` when the program is done, `status` then saying how, after it
    /// printed why: 0 after the usage or the version, 2 after one line on bad input, 1 without
    /// resources (an `Interrupted`: the signal's status).
    static func read(_ arguments: [String], status: inout Int32) -> RunInputs? {
        let parsed: Options?
        switch parseOptions(arguments) {
        case .success(let options): parsed = options
        case .failure(let refusal):
            refusal.lines.forEach(printWarning)
            status = 2
            return nil
        }
        guard let options = parsed else {
            print(Options.usage)
            status = 0
            return nil
        }
        if options.showVersion {
            print("slideback \(programVersion)")
            status = 0
            return nil
        }
        guard let resources = ResourceLocator.resourcesDirectoryOrWarn() else {
            status = 1
            return nil
        }
        do {
            return try RunInputs(options: options, resources: resources)
        } catch {
            status = reportFailure(error, otherwise: 2)
            return nil
        }
    }
}
