import Foundation
import ObsKit

/// `obsrepl run FILE`: runs a script to its end (exit 0) or to its first error (exit 1).
enum ScriptRunner {
    static func run(path: String) -> Int32 {
        guard let data = FileManager.default.contents(atPath: path) else {
            Terminal.err("obsrepl: cannot read '\(path)'\n")
            return 1
        }
        let text = String(decoding: data, as: UTF8.self)
        let session = Session(echoesValues: false)
        let fileName = (path as NSString).lastPathComponent
        var accumulator = InputAccumulator()
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var entries: [InputAccumulator.Entry] = []
        for (index, line) in lines.enumerated() {
            if let entry = accumulator.feed(line, lineNumber: index + 1) { entries.append(entry) }
            // Run as we go, so a script's effects happen in order with its commands.
            while let entry = entries.first {
                entries.removeFirst()
                let result = session.run(entry, fileName: fileName)
                Reporter.show(result, echo: false)
                if result.failed { return 1 }
                if result.quit { return 0 }
            }
        }
        if let entry = accumulator.finish() {
            let result = session.run(entry, fileName: fileName)
            Reporter.show(result, echo: false)
            if result.failed { return 1 }
        }
        return 0
    }
}
