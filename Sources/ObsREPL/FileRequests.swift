import Foundation
import ObsKit

/// Carries out what commands ask of the file system (`:save`, `:graph`, `:load`): ObsKit only asks.
enum FileRequests {
    /// Performs the requests of `result`; `:load` plays the file into `session`, showing each turn.
    /// Returns false if a loaded script failed (for `obsrepl run`, which stops there).
    @discardableResult
    static func perform(_ result: TurnResult, session: Session, echo: Bool) -> Bool {
        var succeeded = true
        for request in result.requests {
            switch request {
            case .write(let path, let text, let svg):
                do {
                    try text.write(toFile: path, atomically: true, encoding: .utf8)
                    Terminal.out("wrote \(path)\n")
                    if svg, let dot = executable("dot") {
                        let svgPath = (path as NSString).deletingPathExtension + ".svg"
                        let process = Process()
                        process.executableURL = URL(fileURLWithPath: dot)
                        process.arguments = ["-Tsvg", path, "-o", svgPath]
                        try process.run()
                        process.waitUntilExit()
                        if process.terminationStatus == 0 { Terminal.out("wrote \(svgPath)\n") }
                    }
                } catch {
                    Terminal.err("obsrepl: cannot write '\(path)': \(error.localizedDescription)\n")
                    succeeded = false
                }
            case .load(let path):
                guard let data = FileManager.default.contents(atPath: path) else {
                    Terminal.err("obsrepl: cannot read '\(path)'\n")
                    succeeded = false
                    continue
                }
                let played = Playback.run(String(decoding: data, as: UTF8.self), fileName: (path as NSString).lastPathComponent,
                                          in: session) { turn in
                    Reporter.show(turn, echo: echo)
                    perform(turn, session: session, echo: echo)
                }
                if played.error != nil { succeeded = false }
            case .startTutorial:
                continue  // the shell starts tutorials (Shell.run)
            }
        }
        return succeeded
    }

    private static func executable(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
