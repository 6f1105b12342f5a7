import SwiftParser
import SwiftSyntax

/// Turns a session into the two files the compiler sees.
///
/// The point is speed: the compiler type-checks every declaration of a *primary* file (expanding every
/// macro, such as each `@Observable` class's, ~20 ms apiece), but a declaration of another file of the
/// module only when the primary file uses it. The earlier inputs were accepted already, so they go to a
/// second file, `session.swift`, and only the new input is primary (`main.swift`, so that it may hold
/// top-level statements).
///
/// A file that is not `main.swift` may not hold statements, so the session's top-level statements are
/// blanked; they declare nothing later inputs can use (top-level `let`/`var` are declarations and stay).
/// `private`/`fileprivate` are blanked too: in the one file that the shell's session is, such names are
/// visible to later inputs (an `extension` reaching a `@State private var`), across files they would not be.
/// Blanking keeps every byte's line and column, so a position in `session.swift` is one in the session.
/// Imports are file-scoped, so the session's imports are repeated on the first line of `main.swift`.
struct SplitSession {
    /// The text of `session.swift`.
    var session: String
    /// The session's import declarations, each once.
    var imports: [String]
    /// How many `func` declarations (at any depth) each function name has in the session (`CallSites`).
    var functionNames: [String: Int] = [:]
    /// The first line of `main.swift`: the session's imports, on one line.
    var importLine: String { imports.joined(separator: "; ") }

    init(_ text: String) {
        guard !text.isEmpty else {
            session = ""
            imports = []
            return
        }
        let tree = Parser.parse(source: text)
        var blank: [Range<Int>] = []
        var imports: [String] = []
        for item in tree.statements {
            let range = item.positionAfterSkippingLeadingTrivia.utf8Offset..<item.endPositionBeforeTrailingTrivia.utf8Offset
            switch item.item {
            case .decl(let declaration):
                if let importDecl = declaration.as(ImportDeclSyntax.self) {
                    imports.append(importDecl.trimmedDescription)
                }
            default:  // a statement or an expression
                blank.append(range)
            }
        }
        let finder = PrivateModifierFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        blank += finder.ranges
        functionNames = CallSites.functionNames(in: tree)

        var bytes = Array(text.utf8)
        for range in blank {
            for index in range where index < bytes.count && bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                bytes[index] = UInt8(ascii: " ")
            }
        }
        session = String(decoding: bytes, as: UTF8.self)
        self.imports = []
        for line in imports where !self.imports.contains(line) { self.imports.append(line) }
    }

    /// The split of `text` followed by `more`, where `text` ends between two top-level items (as a
    /// session of whole inputs does): the parts split separately.
    func appending(_ more: String) -> SplitSession {
        var joined = self
        let tail = SplitSession(more)
        joined.session += tail.session
        for line in tail.imports where !joined.imports.contains(line) { joined.imports.append(line) }
        joined.functionNames.merge(tail.functionNames, uniquingKeysWith: +)
        return joined
    }
}

/// Splits sessions, reusing the last one's split when the next session extends it (the shell's session only
/// grows, one input at a time): parsing a 300-line session costs ~10–30 ms, the new input alone ~1 ms.
struct SplitCache {
    private var text = ""
    private var split = SplitSession("")

    mutating func split(_ session: String) -> SplitSession {
        if session == text { return split }
        if !text.isEmpty, text.utf8.last == UInt8(ascii: "\n"), session.utf8.starts(with: text.utf8) {
            split = split.appending(String(decoding: session.utf8.dropFirst(text.utf8.count), as: UTF8.self))
        } else {
            split = SplitSession(session)
        }
        text = session
        return split
    }
}

private final class PrivateModifierFinder: SyntaxVisitor {
    var ranges: [Range<Int>] = []

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        switch node.name.tokenKind {
        case .keyword(.private), .keyword(.fileprivate):
            ranges.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
        default:
            break
        }
        return .skipChildren
    }
}
