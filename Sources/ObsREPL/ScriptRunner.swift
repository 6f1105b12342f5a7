import Foundation
import ObsKit

/// `obsrepl run FILE`: runs a script to its end (exit 0) or to its first error (exit 1).
enum ScriptRunner {
    static func run(path: String) -> Int32 {
        guard let data = FileManager.default.contents(atPath: path) else {
            Terminal.err("obsrepl: cannot read '\(path)'\n")
            return 1
        }
        let fileName = (path as NSString).lastPathComponent
        let result = Playback.run(String(decoding: data, as: UTF8.self), fileName: fileName, in: Session()) { turn in
            Reporter.show(turn, echo: false)
        }
        return result.error == nil ? 0 : 1
    }
}
