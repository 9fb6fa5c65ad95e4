import SlideBackRecording

extension RunRecorder {
    /// A recorder for what the options ask, or `nil` when they ask for nothing.
    convenience init?(options: Options) {
        self.init(recordDirectory: options.recordDirectory, gifPath: options.gifPath, gifScale: options.gifScale,
                  contactSheetPath: options.contactSheetPath, videoPath: options.videoPath,
                  recordInputPath: options.recordInputPath, tracePath: options.tracePath, caption: options.caption,
                  checkingStop: SignalWatch.check)
    }
}
