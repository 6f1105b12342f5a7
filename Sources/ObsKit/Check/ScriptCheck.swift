import ObsCheckAPI
import SwiftParser
import SwiftSyntax

/// A whole script (or a lesson's steps) checked up front, as `swift FILE.swift` would check a file, but
/// fast: consecutive inputs go to the compiler together, in as few chunks as the shell's redeclarations
/// allow (a chunk ends where an input declares again what the chunk declared). Each error is placed on the
/// input whose lines it falls in. `:mount EXPR` lines are checked as `_mount(EXPR)` (EXPR must be a View);
/// other commands are left out.
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
    func errors(of entries: [InputAccumulator.Entry], fileName: String, notice tell: (String) -> Void) -> [Int: [ObsDiagnostic]] {
        var said: Set<String> = []
        func notice(_ text: String) { if said.insert(text).inserted { tell(text) } }
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
                let verdict = CompilerDiagnostics.rejecting(diagnostics, runtimeNames: stage.isRuntimeName)
                if let gap = verdict.interfaceGap { notice(CompilerDiagnostics.gapNotice(gap)) }
                return verdict.errors
            }
        }
        func flush() {
            defer { chunk = [] }
            guard !chunk.isEmpty, unavailable == nil, let errors = check(chunk) else { return }
            // The chunk's lines, input by input: an error belongs to the input its line is in.
            var starts: [Int] = []
            var line = 1
            for piece in chunk {
                starts.append(line)
                line += piece.text.split(separator: "\n", omittingEmptySubsequences: false).count
            }
            for error in errors {
                let position = (starts.lastIndex { $0 <= error.line }) ?? 0
                let piece = chunk[position]
                failures[piece.index, default: []].append(
                    CompilerDiagnostics.diagnostic(Self.shifted(error, by: starts[position] - 1), in: piece.source, session: session))
            }
            // Even with errors, what an input declares exists for the inputs after it (as in one file).
            for piece in chunk { session.accept(piece.text, source: piece.source, declarations: piece.declarations) }
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

    /// A diagnostic of a chunk, with its lines (and its notes' within the same input) counted from an input
    /// that starts `lines` lines into the chunk.
    private static func shifted(_ diagnostic: Diagnostic, by lines: Int) -> Diagnostic {
        var shifted = diagnostic
        guard diagnostic.file == nil else { return shifted }
        shifted.line -= lines
        shifted.endLine = diagnostic.endLine.map { $0 - lines }
        shifted.fixits = diagnostic.fixits.map { fix in
            var fix = fix
            fix.line -= lines
            fix.endLine -= lines
            return fix
        }
        shifted.notes = diagnostic.notes.map { note in
            guard note.file == nil else { return note }
            var note = note
            note.line -= lines
            return note
        }
        return shifted
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
            return Piece(index: index, text: CheckedSession.compilable(text, tree), source: source,
                         declarations: CheckedSession.declarations(in: tree))
        case .command(let text, let line):
            guard text.hasPrefix(":mount "), text.count > 7 else { return nil }
            let source = SourceText(text: text, fileName: fileName, firstLine: line)
            return Piece(index: index, text: "_mount(" + text.dropFirst(7) + ")", source: source, declarations: [])
        }
    }
}
