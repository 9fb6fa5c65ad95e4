import Foundation
import SlideBackRender

/// The clocks the benchmark reads: this thread's CPU time for frames (other processes on the
/// machine do not inflate it), the monotonic clock beside it, and the process's start.
public enum BenchmarkClock {
    /// CPU time this thread has used, in milliseconds. Everything a frame does (the state
    /// update, SDL's software renderer, the present) runs on this thread.
    static func threadMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    /// CPU time the whole process has used, in milliseconds: a GPU renderer on Mesa's llvmpipe
    /// draws on threads of its own, which this counts and `threadMilliseconds` does not.
    static func processMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    /// The CPU time a frame is measured in on `renderer`: this thread's on the software
    /// renderer, the process's on a GPU renderer (whose drawing runs elsewhere).
    static func frameMilliseconds(on renderer: SDLRenderer) -> Double {
        renderer.drawsOnGPU ? processMilliseconds() : threadMilliseconds()
    }

    /// Monotonic wall time in milliseconds.
    public static func wallMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    /// Milliseconds since the process started, from the kernel's record of its start
    /// (`/proc/self/stat`, in clock ticks, usually 10 ms), so loading the program and its
    /// libraries counts too; `nil` where that record cannot be read.
    public static func millisecondsSinceProcessStart() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // Fields after the command name (which may hold spaces) start at field 3; starttime is 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        var now = timespec()
        clock_gettime(CLOCK_BOOTTIME, &now)
        let elapsed = Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1_000_000 - ticks / ticksPerSecond * 1000
        // A container with its own idea of boot time would give nonsense: better none than wrong.
        return elapsed >= 0 && elapsed < 3_600_000 ? elapsed : nil
    }
}
