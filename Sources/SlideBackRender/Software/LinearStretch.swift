import SlideBackKernels

/// How SDL's software renderer samples a smooth (bilinear) stretch, the scale quality the program
/// asks for, and which first part of one can be stretched on its own and come out the same.
///
/// SDL (`SDL_stretch.c`, `get_scaler_datas`) walks the source in 16.16 fixed point: with
/// `step = (source << 16) / destination`, destination pixel `i` lies at `start + i * step`, and
/// shows source pixel `position >> 16` blended with the next by `(position >> 9) & 127` 128ths;
/// a position before the first pixel shows the first, and one past the last but one the last,
/// unblended. A stretch cut by a clip walks afresh from the cut, with a step of its own, and
/// shows other pixels. A stretch of a first part only, with the whole one's step, shows the
/// whole one's pixels, as long as its own last pixel still blends two of its pixels.
enum LinearStretch {
    /// The walk of a stretch of `source` pixels onto `destination`: its first position and step.
    static func walk(source: Int, destination: Int) -> (start: Int, step: Int) {
        let step = (source << 16) / destination
        // SDL's "perfect match with pixman": half a step, rounded, less half a pixel.
        return ((step * 0x8000 + 0x8000) >> 16 - 0x8000, step)
    }

    /// Which texel each destination pixel of a stretch of `source` pixels onto `destination`
    /// starts from, and the weight of the next one in 128ths: the walk's position, except that a
    /// pixel before the first texel shows the first, and one past the last but one the last.
    static func samples(source: Int, destination: Int) -> [BilinearKernel.Sample] {
        let (start, step) = walk(source: source, destination: destination)
        return (0..<destination).map { pixel in
            let position = start + pixel * step
            if position < 0 { return BilinearKernel.Sample(index: 0, fraction: 0) }
            if position >> 16 > source - 2 { return BilinearKernel.Sample(index: source - 2, fraction: 128) }
            return BilinearKernel.Sample(index: position >> 16, fraction: (position >> 9) & 127)
        }
    }

    /// The shortest first part of a stretch of `source` pixels onto `destination`, at least
    /// `needed` destination pixels long, that stretched on its own gives every one of its pixels
    /// as the whole stretch does (or, unstretched, as the whole copy does): its source and
    /// destination lengths. The whole stretch when no shorter part does.
    static func prefix(source: Int, destination: Int, needed: Int) -> (source: Int, destination: Int) {
        guard source > 1, destination > 0, needed < destination, source < 1 << 15, destination < 1 << 15 else {
            return (source, destination)
        }
        // Unstretched, SDL copies pixel for pixel, and any first part is the whole's.
        if source == destination { return (max(1, needed), max(1, needed)) }
        let (start, step) = walk(source: source, destination: destination)
        for length in max(1, needed)..<destination {
            // The fewest source pixels whose step over `length` is the whole one's, if any is.
            let pixels = (length * step + 0xFFFF) >> 16
            guard pixels >= 2, (pixels << 16) / length == step else { continue }
            let last = start + (length - 1) * step
            if last < 0 || last >> 16 <= pixels - 2 { return (pixels, length) }
        }
        return (source, destination)
    }
}
