/// What the Swift compiler said about a shell input.
///
/// Positions are 1-based. `line` counts from the first line of the input that was checked; `column` counts
/// characters (grapheme clusters, as a caret under the input would), not bytes. A diagnostic that the
/// compiler placed outside the input says where in `file`.
public struct Diagnostic: Codable, Equatable, Sendable {
    public enum Severity: String, Codable, Sendable {
        case error, warning, note, remark
    }

    public var line: Int
    public var column: Int
    /// Where the first highlighted range ends (exclusive), when the compiler gave one.
    public var endLine: Int?
    public var endColumn: Int?
    public var severity: Severity
    public var message: String
    /// The compiler's identifier for the kind of diagnostic (`cannot_convert_argument_value`), when it gave one.
    public var id: String?
    /// nil: the input. "session": the earlier session code (then `line` counts from its first line).
    /// Anything else is a path the compiler named, such as an interface module's file (line 0 when unknown).
    public var file: String?
    public var notes: [Diagnostic]
    public var fixits: [FixIt]

    public init(
        line: Int, column: Int, endLine: Int? = nil, endColumn: Int? = nil, severity: Severity, message: String,
        id: String? = nil, file: String? = nil, notes: [Diagnostic] = [], fixits: [FixIt] = []
    ) {
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        self.severity = severity
        self.message = message
        self.id = id
        self.file = file
        self.notes = notes
        self.fixits = fixits
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        line = try container.decode(Int.self, forKey: .line)
        column = try container.decode(Int.self, forKey: .column)
        endLine = try container.decodeIfPresent(Int.self, forKey: .endLine)
        endColumn = try container.decodeIfPresent(Int.self, forKey: .endColumn)
        severity = try container.decode(Severity.self, forKey: .severity)
        message = try container.decode(String.self, forKey: .message)
        id = try container.decodeIfPresent(String.self, forKey: .id)
        file = try container.decodeIfPresent(String.self, forKey: .file)
        notes = try container.decodeIfPresent([Diagnostic].self, forKey: .notes) ?? []
        fixits = try container.decodeIfPresent([FixIt].self, forKey: .fixits) ?? []
    }
}

/// A replacement the compiler proposes: the text between (line, column) and (endLine, endColumn) — same
/// coordinates as `Diagnostic` — becomes `text`. An empty range is an insertion.
public struct FixIt: Codable, Equatable, Sendable {
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    public var text: String

    public init(line: Int, column: Int, endLine: Int, endColumn: Int, text: String) {
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        self.text = text
    }
}

/// The type the compiler gave a number literal of the checked input: `2` in `let x: Double = 2` is a Double, `7`
/// in `pick(7, 4.75)` too. `line` counts as a diagnostic's does, from the input's first line; `utf8Column` is
/// where the literal starts, in UTF-8 bytes from 1 (as SwiftSyntax counts); `type` is as the compiler prints it.
public struct LiteralType: Codable, Equatable, Hashable, Sendable {
    public var line: Int
    public var utf8Column: Int
    public var type: String

    public init(line: Int, utf8Column: Int, type: String) {
        self.line = line
        self.utf8Column = utf8Column
        self.type = type
    }
}

/// The declaration the compiler resolved a call of the checked input to, where the choice is made at compile time
/// (a free function, a struct's or enum's method, a protocol extension's member that is not a requirement; not a
/// class method or a requirement, which dispatch on the value at run time). `line` and `utf8Column` place the
/// called name (`f` in `f(x)`, `g` in `a.g()`) as a `LiteralType` is placed; `declarationFile` is nil when the
/// declaration is in the input itself and "session" when it is in the session's earlier inputs, and
/// `declarationLine` and `declarationUTF8Column` place its name there (lines counted as a diagnostic's are).
public struct CalleeChoice: Codable, Equatable, Hashable, Sendable {
    public var line: Int
    public var utf8Column: Int
    public var declarationFile: String?
    public var declarationLine: Int
    public var declarationUTF8Column: Int

    public init(line: Int, utf8Column: Int, declarationFile: String?, declarationLine: Int, declarationUTF8Column: Int) {
        self.line = line
        self.utf8Column = utf8Column
        self.declarationFile = declarationFile
        self.declarationLine = declarationLine
        self.declarationUTF8Column = declarationUTF8Column
    }
}

public enum CheckResult: Equatable, Sendable {
    /// The compiler ran; an empty list means it accepted the input.
    case diagnostics([Diagnostic])
    /// No verdict: the checker is missing, failed to start, crashed or timed out. The reason says which.
    case unavailable(String)

    public var errors: [Diagnostic] {
        guard case .diagnostics(let all) = self else { return [] }
        return all.filter { $0.severity == .error }
    }
}

/// Type-checks a shell input in the context of the session's earlier inputs.
public protocol TypeChecker: AnyObject {
    /// `session` is the earlier inputs, in order, already accepted (so the checker may trust it);
    /// `input` is the new one. The diagnostics are about the input.
    func check(_ input: String, after session: String) -> CheckResult
    /// The types the compiler gave the number literals of the input of the last `check` that it accepted
    /// (other than `Int`, a literal's own type); empty when it did not say. (A checker is asked from one
    /// thread at a time: this is that thread's last check.)
    var lastLiteralTypes: [LiteralType] { get }
    /// The calls of that input whose callee the compiler fixed at compile time, among names declared more than
    /// once (where the interpreter, which chooses at run time from the values, could choose otherwise).
    var lastCallees: [CalleeChoice] { get }
}

extension TypeChecker {
    public func check(_ source: String) -> CheckResult { check(source, after: "") }
    public var lastLiteralTypes: [LiteralType] { [] }
    public var lastCallees: [CalleeChoice] { [] }
}
