import Foundation

/// One run of this executable as a child process (a worker), its output caught in files.
struct FuzzChild {
    struct Result {
        var exitStatus: Int32
        var signal: Int32?
        var stdout: String
        var stderr: String
        /// The driver killed it: no progress for too long (the worker's own watchdog did not fire).
        var killed: Bool
    }

    static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Swift's backtracer on, plain and short: the trap message and the crashed thread's frames.
    static let backtraceSetting = "enable=yes,interactive=no,color=no,sanitize=no,registers=none,images=none,threads=crashed,limit=200,top=60"

    static func run(_ arguments: [String], scratch: URL, stallSeconds: Double) -> Result {
        let id = UUID().uuidString
        let out = scratch.appendingPathComponent("child-\(id).out"), err = scratch.appendingPathComponent("child-\(id).err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = backtraceSetting
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        guard let outHandle = try? FileHandle(forWritingTo: out), let errHandle = try? FileHandle(forWritingTo: err) else {
            fatalError("obsfuzz: cannot write to \(scratch.path)")
        }
        process.standardOutput = outHandle
        process.standardError = errHandle
        do { try process.run() } catch { fatalError("obsfuzz: cannot start \(executable): \(error)") }
        var lastSize: UInt64 = 0
        var lastProgress = Date()
        var killed = false
        while process.isRunning {
            usleep(10_000)
            let size = (try? FileManager.default.attributesOfItem(atPath: out.path)[.size] as? UInt64) ?? 0
            if size != lastSize {
                lastSize = size
                lastProgress = Date()
            } else if Date().timeIntervalSince(lastProgress) > stallSeconds, !killed {
                kill(process.processIdentifier, SIGKILL)
                killed = true
            }
        }
        process.waitUntilExit()
        try? outHandle.close()
        try? errHandle.close()
        let stdout = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
        let stderrData = (try? Data(contentsOf: err)) ?? Data()
        let signal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
        return Result(exitStatus: process.terminationStatus, signal: signal, stdout: stdout,
                      stderr: String(decoding: stderrData.prefix(200_000), as: UTF8.self), killed: killed)
    }
}

/// What a crash or hang looked like: the trap message and the frames of our code (ObsKit and SwiftSyntax).
struct FuzzSignature {
    var message: String
    var frames: [String]
    var locations: [String]

    init(kind: String, stderr: String, signal: Int32?, exitStatus: Int32) {
        var message = ""
        var frames: [String] = [], locations: [String] = []
        var inThread = false
        for raw in stderr.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if message.isEmpty, let range = line.range(of: "Fatal error:") {
                // "Swift/Range.swift:744: Fatal error: ..." -> "Range.swift:744: Fatal error: ..."
                let before = line[..<range.lowerBound]
                let file = before.split(separator: "/").last.map(String.init) ?? ""
                message = (file.isEmpty ? "" : file) + line[range.lowerBound...]
            }
            if line.hasPrefix("*** "), line.hasSuffix(" ***"), !line.hasPrefix("*** Signal"), !line.hasPrefix("*** Program crashed"),
               message.isEmpty || message.hasPrefix("Program crashed") {
                // "*** Swift runtime failure: arithmetic overflow ***"
                message = String(line.dropFirst(4).dropLast(4))
            }
            if line.hasPrefix("*** Program crashed:"), message.isEmpty {
                var text = line.dropFirst("*** Program crashed: ".count)
                if let at = text.range(of: " at 0x") { text = text[..<at.lowerBound] }
                message = String(text).replacingOccurrences(of: " ***", with: "")
            }
            if line.hasPrefix("Thread "), line.hasSuffix("crashed:") { inThread = true; continue }
            guard inThread else { continue }
            if line.hasPrefix("Registers") || line.hasPrefix("Images") || line.hasPrefix("Backtrace took") { inThread = false; continue }
            guard let frame = Self.frame(line) else { continue }
            frames.append(frame.name)
            locations.append(frame.location)
        }
        if message.isEmpty { message = signal.map { "signal \($0)" } ?? "exit status \(exitStatus)" }
        if kind == "hang" { message = "hang (no return by the hard deadline)" }
        self.message = message
        self.frames = frames
        self.locations = locations
    }

    /// `12 [ra] 0x0000... Interpreter.evaluate(_:_:_:) + 123 in obsfuzz at /path/File.swift:10:5`
    static func frame(_ line: String) -> (name: String, location: String)? {
        var rest = Substring(line)
        guard let first = rest.first, first.isNumber else { return nil }
        rest = rest.drop { $0.isNumber }.drop { $0 == " " }
        while rest.hasPrefix("[") { rest = rest.drop { $0 != "]" }.dropFirst().drop { $0 == " " } }
        guard rest.hasPrefix("0x") else { return nil }
        rest = rest.drop { $0 != " " }.drop { $0 == " " }
        guard let inRange = rest.range(of: " in ") else { return nil }
        var name = String(rest[..<inRange.lowerBound])
        let after = rest[inRange.upperBound...]
        let module = String(after.prefix { $0 != " " })
        guard module == "obsfuzz" || module == "obsrepl" || module.hasPrefix("libSwift") else { return nil }
        if let plus = name.range(of: " + ", options: .backwards) { name = String(name[..<plus.lowerBound]) }
        if name.hasPrefix("specialized ") { name = String(name.dropFirst("specialized ".count)) }
        if name.contains("Fuzz") || name == "main" || name.hasPrefix("Swift runtime failure") { return nil }
        var location = ""
        if let at = after.range(of: " at ") {
            let path = after[at.upperBound...]
            location = path.split(separator: "/").last.map(String.init) ?? String(path)
        }
        return (name, location)
    }

    /// For de-duplication: a crash by its message and the functions at the top of the stack (as a set, so a
    /// recursion caught at another point of its cycle is the same crash); a hang by the path from the
    /// session into the code that hangs (outermost first, each function once).
    func key(kind: String) -> String {
        if kind == "hang" {
            var seen: Set<String> = []
            let path = frames.reversed().drop { !$0.contains("Session") && !$0.contains("Playback") }.filter { seen.insert($0).inserted }
            return "hang | " + path.prefix(8).joined(separator: " ; ")
        }
        // Sizes and addresses in a message do not make another crash ("failed to allocate N bytes").
        let general = message.replacingOccurrences(of: "[0-9]+", with: "N", options: .regularExpression)
        let top = frames.prefix(40)
        var counts: [String: Int] = [:]
        for frame in top { counts[frame, default: 0] += 1 }
        if counts.values.contains(where: { $0 >= 3 }) {
            // Runaway recursion: caught anywhere in its cycle, so the cycle's functions as a set.
            return "crash | " + general + " | recursion: " + counts.filter { $0.value >= 2 }.keys.sorted().joined(separator: " ; ")
        }
        return "crash | " + general + " | " + top.prefix(3).joined(separator: " ; ")
    }
}
