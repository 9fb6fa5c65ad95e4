extension StyleFit {
    /// The first event of `script` that `play` cannot play as a run with the script would, and
    /// why, or `nil`. A fit plays on one screen of `Setup.screen` without a stage: a `resize`
    /// (the stage owns the size) and a `wheel` (the stage turns it into a swipe or a page scroll)
    /// would be skipped, and the constants fitted to a motion the run does not make; so `fit`
    /// refuses them, naming the event, rather than fit to something else.
    public static func unplayableEvent(in script: InputScript) -> (index: Int, reason: String)? {
        for (index, event) in script.events.enumerated() {
            switch event.action {
            case .resize:
                return (index, "a \"resize\" cannot be played: fit plays the script on one screen of --size, with no window to resize; "
                               + "give the screen's size with --size instead")
            case .wheel:
                return (index, "a \"wheel\" cannot be played: a window turns a scroll into a swipe or a page scroll, and fit plays "
                               + "without one; give the swipe as down, move and up")
            default: continue
            }
        }
        return nil
    }
}
