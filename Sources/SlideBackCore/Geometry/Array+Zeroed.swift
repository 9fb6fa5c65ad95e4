#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

extension Array where Element: FixedWidthInteger {
    /// `count` zeros, written by one `memset`: a frame's pixels, a picture's rows. The same as
    /// `Array(repeating: 0, count:)`, which in the debug build's modules (optimized by Swift, not
    /// by LLVM: Package.swift) is a loop storing one element at a time, several milliseconds for
    /// a frame, and was 5% of the test suite's time (docs/performance.md).
    public init(zeros count: Int) {
        let count = Swift.max(0, count)
        self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
            if let start = buffer.baseAddress { memset(start, 0, count * MemoryLayout<Element>.stride) }
            initialized = count
        }
    }
}
