import Foundation
import SwiftOperators
import SwiftSyntax

/// The syntax of the library written in Swift (`Prelude`, `SwiftUIPrelude`), parsed and folded once per
/// process. Every session compiles the same texts, in the same order, from the same operator table
/// (Swift's own, then what the library itself declares), so their trees are the same in every session,
/// and SwiftSyntax trees are immutable values that threads may share. Parsing them was about half of
/// what a new `Session` cost (12 ms of 25 in a debug build): every fixture test, every fuzz input and
/// every `obsrepl run` starts one. Lowering and resolving stay per session: they make the session's own
/// declarations and global slots.
enum LibrarySyntax {
    struct Trees {
        /// As parsed (operator declarations are read from it).
        let parsed: SourceFileSyntax
        /// With its operators folded (what lowering reads).
        let folded: SourceFileSyntax
        /// The session's operators once the file is compiled (Swift's and the library's so far).
        let operators: OperatorTable
    }

    private static let lock = NSLock()
    /// By text (a hash of some 100 KB, far cheaper than a parse).
    nonisolated(unsafe) private static var cache: [String: Trees] = [:]

    /// The trees of library file `source`; `make` parses and folds it the first time (under the lock, so
    /// sessions started on several threads at once parse it once).
    static func trees(for source: SourceText, make: () throws -> Trees) rethrows -> Trees {
        try lock.withLock {
            if let known = cache[source.text] { return known }
            let made = try make()
            cache[source.text] = made
            return made
        }
    }
}
