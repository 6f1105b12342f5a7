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
    ///
    /// A script that mounts nothing, checked in a fresh session, is first checked as `swiftc` checks a file:
    /// with no implicit `import SwiftUI` (so without Foundation's overloads, and faster). Only when the
    /// compiler finds an error there is it checked again as the shell sees it, SwiftUI imported, and that
    /// verdict stands (a script that uses SwiftUI's names without importing them is then accepted).
    func errors(of entries: [InputAccumulator.Entry], fileName: String, notice tell: (String) -> Void) -> [Int: [ObsDiagnostic]] {
        guard stage.isActive, let checker = stage.checker else { return [:] }
        // A script checked again (`:load` of a changed file) is told of its literals and calls afresh.
        stage.forgetFacts(fileName: fileName)
        var said: Set<String> = []
        func notice(_ text: String) { if said.insert(text).inserted { tell(text) } }
        let mounts = entries.contains { if case .command(let text, _) = $0 { text.hasPrefix(":mount ") } else { false } }
        let verdict = !mounts && stage.session.inputs.isEmpty
            ? attempt(entries, fileName: fileName, checker: checker, prelude: CheckedSession.plainPrelude)
                ?? attempt(entries, fileName: fileName, checker: checker, prelude: nil)!
            : attempt(entries, fileName: fileName, checker: checker, prelude: nil)!
        verdict.notices.forEach(notice)
        // What the compiler said of the literals and calls of the inputs it accepted, for lowering them as they run.
        for (source, facts) in verdict.facts { stage.note(facts, fileName: source.fileName, firstLine: source.firstLine) }
        return verdict.failures
    }

    /// One check of the script: its errors by entry, its notices, and what the compiler resolved in each input
    /// it accepted (`CompilerFacts`). With `prelude` (a plain one), nil as soon as the compiler reports an error.
    private func attempt(_ entries: [InputAccumulator.Entry], fileName: String, checker: TypeChecker, prelude: String?)
        -> (failures: [Int: [ObsDiagnostic]], notices: [String], facts: [(SourceText, CompilerFacts)])?
    {
        var facts: [(SourceText, CompilerFacts)] = []
        var notices: [String] = []
        func notice(_ text: String) { if !notices.contains(text) { notices.append(text) } }
        var session = stage.session
        if let prelude { session.prelude = prelude }
        var failures: [Int: [ObsDiagnostic]] = [:]
        var chunk: [Piece] = []
        var unavailable: String?
        var erred = false

        func check(_ pieces: [Piece]) -> [Diagnostic]? {
            let keys = Set(pieces.flatMap { $0.declarations.map(\.key) })
            switch checker.check(pieces.map(\.text).joined(separator: "\n"), after: session.text(replacing: keys)) {
            case .unavailable(let reason):
                unavailable = reason
                return nil
            case .diagnostics(let diagnostics):
                if prelude != nil, diagnostics.contains(where: { $0.severity == .error }) {
                    erred = true
                    return nil
                }
                let verdict = CompilerDiagnostics.rejecting(diagnostics, runtimeNames: stage.isRuntimeName)
                if let gap = verdict.interfaceGap { notice(CompilerDiagnostics.gapNotice(gap)) }
                return verdict.errors
            }
        }
        func flush() {
            defer { chunk = [] }
            guard !chunk.isEmpty, unavailable == nil, !erred, let errors = check(chunk) else { return }
            // The chunk's lines, input by input: an error belongs to the input its line is in.
            var starts: [Int] = []
            var line = 1
            for piece in chunk {
                starts.append(line)
                line += piece.text.split(separator: "\n", omittingEmptySubsequences: false).count
            }
            if errors.isEmpty {
                // Each literal's and call's line, counted from the input it is in.
                let all = CompilerFacts(checker, session: session) { line in
                    guard let position = starts.lastIndex(where: { $0 <= line }) else { return nil }
                    return (chunk[position].source, line - starts[position] + 1)
                }
                for (position, piece) in chunk.enumerated() where !all.isEmpty {
                    let end = position + 1 < starts.count ? starts[position + 1] : Int.max
                    let mine = all.lines(starts[position]..<end)
                    if !mine.isEmpty { facts.append((piece.source, mine)) }
                }
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

        // The names the script's `:bind` commands make, met before the commands run: the inputs after one run unchecked.
        var bound: Set<String> = []
        for (index, entry) in entries.enumerated() {
            if case .command(let text, _) = entry, let name = CheckStage.boundName(ofCommand: text) { bound.insert(name) }
            guard let piece = piece(index, entry, fileName: fileName, bound: bound) else { continue }
            let declared = Set(chunk.flatMap { $0.declarations.map(\.key) })
            if piece.declarations.contains(where: { declared.contains($0.key) }) { flush() }
            chunk.append(piece)
        }
        flush()
        if erred { return nil }
        if let unavailable { return ([:], ["the compiler check is off for now: \(unavailable); the script runs unchecked"], []) }
        return (failures, notices, facts)
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
    private func piece(_ index: Int, _ entry: InputAccumulator.Entry, fileName: String, bound: Set<String>) -> Piece? {
        switch entry {
        case .swift(let text, let firstLine):
            let source = SourceText(text: text, fileName: fileName, firstLine: firstLine)
            // Nested too deeply for the parser: left to the front end, which refuses it.
            guard SwiftSource.nestingIsParseable(text) else { return nil }
            let tree = Parser.parse(source: text)
            guard !tree.hasError, !stage.usesUncheckableNames(tree, also: bound) else { return nil }
            return Piece(index: index, text: CheckedSession.compilable(text, tree), source: source,
                         declarations: CheckedSession.declarations(in: tree))
        case .command(let text, let line):
            guard text.hasPrefix(":mount "), text.count > 7 else { return nil }
            let source = SourceText(text: text, fileName: fileName, firstLine: line)
            return Piece(index: index, text: "_mount(" + text.dropFirst(7) + ")", source: source, declarations: [])
        }
    }
}
