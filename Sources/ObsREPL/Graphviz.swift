import Foundation

/// Graphviz's `dot`, when installed: `:graph FILE` writes SVG beside the DOT with it, and web pages
/// (`:export`, `obsrepl play --html`) draw their graphs with it (without it, ObsKit's own layout draws them).
enum Graphviz {
    /// The `dot` on PATH, if any.
    static var dot: String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(directory)/dot"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// `dot -Tsvg` of `source`, or nil if dot is missing or fails. Its output is read while it runs (a large
    /// graph could fill the pipe).
    static func svg(_ source: String, dot: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tsvg"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let writer = Thread {
            input.fileHandleForWriting.write(Data(source.utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// What a web page draws its graphs with: dot when installed, else nothing (ObsKit's own layout).
    static var renderer: ((String) -> String?)? {
        guard let dot else { return nil }
        return { svg($0, dot: dot) }
    }
}
