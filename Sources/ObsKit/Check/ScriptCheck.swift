import ObsCheckAPI
import SwiftParser
import SwiftSyntax

/// A whole script (or a lesson's steps) checked up front, as `swift FILE.swift` would check a file, but
/// fast: consecutive inputs go to the compiler together, in as few chunks as the shell's redeclarations
/// allow (a chunk ends where an input declares again what the chunk declared). A chunk with errors is
/// checked again input by input, so each error belongs to the input that made it. `:mount EXPR` lines
/// are checked as `_mount(EXPR)` (EXPR must be a View); other commands are blank lines.
struct ScriptCheck {
    let stage: CheckStage

    /// One input of the script: its text as checked, where it came from, and what it declares.
    private struct Piece {
        let index: Int
        let text: String
        let source: SourceText
        let declarations: [CheckedSession.Declaration]
    }

    /// The compiler's errors by the index of the entry that made them; empty when the script is accepted
    /// (or nothing could be asked: `notice` then hears why). The stage's own session is not changed.
    func errors(of entries: [InputAccumulator.Entry], fileName: String, notice: (String) -> Void) -> [Int: [ObsDiagnostic]] {
        guard stage.isActive, let checker = stage.checker else { return [:] }
        var session = stage.session
        var failures: [Int: [ObsDiagnostic]] = [:]
        var chunk: [Piece] = []
        var unavailable: String?

        func check(_ pieces: [Piece]) -> [Diagnostic]? {
            let keys = Set(pieces.flatMap { $0.declarations.map(\.key) })
            switch checker.check(pieces.map(\.text).joined(separator: "\n"), after: session.text(replacing: keys)) {
            case .unavailable(let reason):
                unavailable = reason
                return nil
            case .diagnostics(let diagnostics):
                return diagnostics.filter { $0.severity == .error }
            }
        }
        func flush() {
            defer { chunk = [] }
            guard !chunk.isEmpty, unavailable == nil, let errors = check(chunk) else { return }
            if errors.isEmpty {
                for piece in chunk { session.accept(piece.text, source: piece.source, declarations: piece.declarations) }
                return
            }
            // Which inputs: each again, after those before it.
            for piece in chunk {
                guard unavailable == nil, let errors = check([piece]) else { return }
                if errors.isEmpty {
                    session.accept(piece.text, source: piece.source, declarations: piece.declarations)
                } else {
                    failures[piece.index] = errors.map { CompilerDiagnostics.diagnostic($0, in: piece.source, session: session) }
                }
            }
        }

        for (index, entry) in entries.enumerated() {
            guard let piece = piece(index, entry, fileName: fileName) else { continue }
            let declared = Set(chunk.flatMap { $0.declarations.map(\.key) })
            if piece.declarations.contains(where: { declared.contains($0.key) }) { flush() }
            chunk.append(piece)
        }
        flush()
        if let unavailable { notice("the compiler check is off for now: \(unavailable); the script runs unchecked") }
        return unavailable == nil ? failures : [:]
    }

    /// What an entry gives the compiler: Swift as it is; `:mount EXPR` as `_mount(EXPR)`, in the same
    /// columns; other commands nothing (nil). Inputs that use names the compiler cannot see are left out.
    private func piece(_ index: Int, _ entry: InputAccumulator.Entry, fileName: String) -> Piece? {
        switch entry {
        case .swift(let text, let firstLine):
            let source = SourceText(text: text, fileName: fileName, firstLine: firstLine)
            // Nested too deeply for the parser: left to the front end, which refuses it.
            guard SwiftSource.nestingIsParseable(text) else { return nil }
            let tree = Parser.parse(source: text)
            guard !tree.hasError, !stage.usesUncheckableNames(tree) else { return nil }
            return Piece(index: index, text: text, source: source, declarations: CheckedSession.declarations(in: tree))
        case .command(let text, let line):
            guard text.hasPrefix(":mount "), text.count > 7 else { return nil }
            let source = SourceText(text: text, fileName: fileName, firstLine: line)
            return Piece(index: index, text: "_mount(" + text.dropFirst(7) + ")", source: source, declarations: [])
        }
    }
}
