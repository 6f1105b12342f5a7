import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writing to the terminal or a pipe. Unbuffered, so standard output and standard error stay in order.
enum Terminal {
    static let isInteractive = isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
    static let colours = isInteractive && ProcessInfo.processInfo.environment["NO_COLOR"] == nil

    static func out(_ text: String) {
        guard !text.isEmpty else { return }
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func err(_ text: String) {
        guard !text.isEmpty else { return }
        FileHandle.standardError.write(Data(text.utf8))
    }

    static func style(_ text: String, _ code: String) -> String {
        colours ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
