import ObsCheckAPI
import SwiftSyntax

/// The compiler check, DESIGN.md's stage between parsing and lowering: an input goes, with the session's
/// earlier inputs, to the real Swift compiler (an injected `TypeChecker`, so ObsKit does no I/O and tests
/// can use a fake) before anything runs. Its errors are tier 1, in the compiler's words, placed on the
/// input as typed. When the compiler cannot be asked (none found, it crashed or timed out), the input runs
/// unchecked and the session says so once.
final class CheckStage {
    var checker: TypeChecker?
    var isEnabled = true
    private(set) var session = CheckedSession()
    /// Names made in ways the compiler cannot see (`$R0` echoes, `:bind NAME`): inputs using them run
    /// unchecked.
    var uncheckableNames: Set<String> = []
    /// Whether the runtime itself provides a name (a built-in view, modifier or library type): the compiler
    /// not knowing it is a gap in the interface (set by the session).
    var isRuntimeName: (String) -> Bool = { _ in false }
    /// Why the check last could not run, once said (so it is said once, not at every input).
    private var unavailableSaid: String?
    /// What the compiler resolved for lowering (`CompilerFacts`), by file name.
    var facts: [String: FileFacts] = [:]

    /// What a checked input leaves for later: accepted once it has run, so later inputs see it.
    struct Pending {
        let text: String
        let source: SourceText
        let declarations: [CheckedSession.Declaration]
    }

    /// Whether the compiler is asked at all.
    var isActive: Bool { isEnabled && checker != nil }

    /// Checks one shell input (`mount`: the expression of a `:mount`, which must be a View). Throws the
    /// compiler's errors; returns what to accept once the input has run. `notice` gets a message to show
    /// once when the compiler could not be asked.
    func check(_ tree: SourceFileSyntax, _ source: SourceText, mount: Bool, notice: (String) -> Void) throws -> Pending? {
        let declarations = mount ? [] : CheckedSession.declarations(in: tree)
        let text = CheckedSession.compilable(source.text, tree)
        let pending = Pending(text: text, source: source, declarations: declarations)
        guard isActive, let checker else { return pending }
        // What an earlier input on these lines was told of its literals and calls is not this one's (a shell's inputs may
        // share a file name and lines). A script played after its check (`precheck`) is not checked again here.
        forgetFacts(fileName: source.fileName, lines: source.firstLine..<(source.firstLine + source.lines.count))
        guard !usesUncheckableNames(tree) else { return pending }
        // `:mount EXPR` is parsed padded to its command's width; `_mount(` takes the place of `:mount `.
        let input = mount ? "_mount(" + String(text.dropFirst(7)) + ")" : text
        switch checker.check(input, after: session.text(replacing: Set(declarations.map(\.key)))) {
        case .unavailable(let reason):
            if unavailableSaid != reason { notice("the compiler check is off for now: \(reason); inputs run unchecked") }
            unavailableSaid = reason
            return pending
        case .diagnostics(let diagnostics):
            unavailableSaid = nil
            let (errors, gaveUp, gap) = CompilerDiagnostics.rejecting(diagnostics, runtimeNames: isRuntimeName)
            if gaveUp { notice("the compiler could not check an expression of this input in reasonable time; it runs unchecked") }
            if let gap { notice(CompilerDiagnostics.gapNotice(gap)) }
            guard !errors.isEmpty else {
                note(CompilerFacts(checker, session: session) { (source, $0) }, fileName: source.fileName, firstLine: source.firstLine)
                return pending
            }
            throw ObsDiagnostics(all: errors.map { CompilerDiagnostics.diagnostic($0, in: source, session: session) })
        }
    }

    func accept(_ pending: Pending) {
        session.accept(pending.text, source: pending.source, declarations: pending.declarations)
    }

    func reset() {
        session.removeAll()
        uncheckableNames = []
    }

    /// The name `:bind NAME = VIEW.property` makes, which a script's check meets before the command runs (the
    /// inputs after it run unchecked, as in the shell); nil for any other command.
    static func boundName(ofCommand text: String) -> String? {
        guard text.hasPrefix(":bind "), let equals = text.firstIndex(of: "=") else { return nil }
        let name = text[text.index(text.startIndex, offsetBy: 6)..<equals].trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? nil : name
    }

    /// Whether the input uses a name the compiler cannot see: an echo (`$R0`), a name `:bind` made, or one of `also`.
    func usesUncheckableNames(_ tree: SourceFileSyntax, also names: Set<String> = []) -> Bool {
        tree.tokens(viewMode: .sourceAccurate).contains { token in
            let text = token.text
            if text.hasPrefix("$R"), text.count > 2, text.dropFirst(2).allSatisfy(\.isNumber) { return true }
            return uncheckableNames.contains(text) || names.contains(text)
        }
    }
}

/// Several errors from one input (the compiler reports them all), shown together.
struct ObsDiagnostics: Error {
    let all: [ObsDiagnostic]
}
