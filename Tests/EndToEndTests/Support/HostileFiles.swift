import CSDL2
import CSDL2Image
import Foundation
import XCTest

/// Hostile inputs made by the tests themselves (nothing binary is committed): image files that are
/// valid but for the size they declare, and the means to measure a run's peak memory.
enum HostileFiles {
    /// A real PNG of `width` x `height` in `colour` (0xRRGGBB), written through SDL_image.
    static func solidPNG(width: Int, height: Int, colour: UInt32) throws -> Data {
        try encoded(width: width, height: height, colour: colour) { surface, stream in IMG_SavePNG_RW(surface, stream, 0) }
    }

    /// A real JPEG of `width` x `height` in `colour`, written through SDL_image.
    static func solidJPEG(width: Int, height: Int, colour: UInt32) throws -> Data {
        try encoded(width: width, height: height, colour: colour) { surface, stream in IMG_SaveJPG_RW(surface, stream, 0, 90) }
    }

    /// `png` with its IHDR chunk declaring `width` x `height`, `depth` bits and colour type
    /// `colourType`, and the chunk's CRC made right again, so only the declaration is hostile.
    static func png(_ png: Data, declaring width: UInt32, _ height: UInt32, depth: UInt8? = nil, colourType: UInt8? = nil) -> Data {
        var bytes = [UInt8](png)
        put(width, into: &bytes, at: 16)
        put(height, into: &bytes, at: 20)
        if let depth { bytes[24] = depth }
        if let colourType { bytes[25] = colourType }
        put(crc32(bytes[12..<29]), into: &bytes, at: 29)
        return Data(bytes)
    }

    /// `jpeg` with its frame header declaring `width` x `height` and `precision` bits.
    static func jpeg(_ jpeg: Data, declaring width: UInt16, _ height: UInt16, precision: UInt8? = nil) -> Data {
        var bytes = [UInt8](jpeg)
        var offset = 2
        while offset + 9 < bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1], length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if (0xC0...0xC3).contains(marker) {
                if let precision { bytes[offset + 4] = precision }
                bytes[offset + 5] = UInt8(height >> 8); bytes[offset + 6] = UInt8(height & 0xFF)
                bytes[offset + 7] = UInt8(width >> 8); bytes[offset + 8] = UInt8(width & 0xFF)
                break
            }
            offset += 2 + length
        }
        return Data(bytes)
    }

    /// Runs `binary` with `arguments` (absolute paths; standard error to a file in `folder`) and
    /// returns its exit status and its peak resident memory in bytes, from `wait4`; a run that
    /// outlives `ProgramFixture.timeout` is killed and fails the test.
    static func runMeasuringMemory(_ binary: String, _ arguments: [String], in folder: String,
                                   environment: [String: String]) throws -> (status: Int32, peakBytes: Int, standardError: String) {
        let errorPath = folder + "/measured-stderr.txt"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, binary, &actions, nil, argv, envp)
        guard spawned == 0 else { throw NSError(domain: "HostileFiles", code: Int(spawned)) }
        var status: Int32 = 0, usage = rusage()
        let deadline = Date().addingTimeInterval(ProgramFixture.timeout)
        var hung = false
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            if Date() > deadline, !hung {
                hung = true
                kill(pid, SIGKILL)
            }
            usleep(5_000)
        }
        if hung { XCTFail("\(arguments.joined(separator: " ")) did not finish within \(ProgramFixture.timeout) s") }
        let exited = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let standardError = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        return (exited, usage.ru_maxrss * 1024, standardError)
    }

    /// The program's environment for a run in `fixture`'s folder, as `ProgramFixture.run` makes it.
    static func environment(for fixture: ProgramFixture) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SLIDEBACK_RESOURCES"] = fixture.path("Resources")
        environment["SDL_VIDEODRIVER"] = nil
        return environment
    }

    private static func encoded(width: Int, height: Int, colour: UInt32,
                                _ save: (UnsafeMutablePointer<SDL_Surface>, UnsafeMutablePointer<SDL_RWops>) -> Int32) throws -> Data {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw NSError(domain: "HostileFiles", code: 1, userInfo: [NSLocalizedDescriptionKey: String(cString: SDL_GetError())])
        }
        defer { SDL_FreeSurface(surface) }
        SDL_FillRect(surface, nil, 0xFF00_0000 | colour)
        var buffer = [UInt8](repeating: 0, count: width * height * 4 + 65536)
        let written: Int = try buffer.withUnsafeMutableBytes { raw in
            guard let stream = SDL_RWFromMem(raw.baseAddress, Int32(raw.count)) else { throw NSError(domain: "HostileFiles", code: 2) }
            defer { SDL_RWclose(stream) }
            guard save(surface, stream) == 0 else {
                throw NSError(domain: "HostileFiles", code: 3, userInfo: [NSLocalizedDescriptionKey: String(cString: SDL_GetError())])
            }
            return Int(SDL_RWtell(stream))
        }
        return Data(buffer.prefix(written))
    }

    private static func put(_ value: UInt32, into bytes: inout [UInt8], at offset: Int) {
        for index in 0..<4 { bytes[offset + index] = UInt8((value >> (24 - 8 * UInt32(index))) & 0xFF) }
    }

    /// PNG's CRC-32 (ISO 3309) of a chunk's type and data.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}

/// A small deterministic generator (Knuth's MMIX linear congruential one, high bits out), so a
/// failing fuzz case can be run again from its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        let high = step() >> 32
        return high << 32 | step() >> 32
    }
    private mutating func step() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }
}
