/// The software renderer's flip of a finished picture left for right (a right-to-left frame is
/// drawn unmirrored and then flipped, `Compositor.draw`), in the module every build compiles
/// optimized, as the other loops over a whole screen are.
public enum MirrorKernel {
    /// Reverses the order of the `width` 4-byte pixels of each of `height` rows from `origin`
    /// (`pitch` bytes a row): pixel `x` of a row and pixel `width - 1 - x` change places.
    public static func flipRows(origin: UnsafeMutableRawPointer, pitch: Int, width: Int, height: Int) {
        guard width > 1, height > 0 else { return }
        for row in 0..<height {
            let pixels = (origin + row * pitch).bindMemory(to: UInt32.self, capacity: width)
            var left = 0, right = width - 1
            while left < right {
                let kept = pixels[left]
                pixels[left] = pixels[right]
                pixels[right] = kept
                left += 1
                right -= 1
            }
        }
    }
}
