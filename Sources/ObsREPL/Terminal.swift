import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writing to the terminal or a pipe. Unbuffered, so standard output and standard error stay in order.
enum Terminal {
    static let isInteractive = isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
    /// Colours only on a terminal that shows them (both output streams), and never when NO_COLOR is set
    /// (no-color.org) or TERM is `dumb`.
    static let colours: Bool = {
        let environment = ProcessInfo.processInfo.environment
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isInteractive && isatty(STDERR_FILENO) != 0
    }()

    /// The terminal's width in columns (80 if it cannot be asked).
    static var width: Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    static func out(_ text: String) {
        guard !text.isEmpty else { return }
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func err(_ text: String) {
        guard !text.isEmpty else { return }
        FileHandle.standardError.write(Data(text.utf8))
    }

    static func style(_ text: String, _ code: String) -> String {
        colours && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
