import SwiftSyntax

/// Gives advice where learners go wrong (issue 16): the series' mistakes recognised in a declaration when
/// it is entered (DeclarationAdvice) and in what the runtime records as it happens (RuntimeAdvice). Each
/// piece of advice is given once per place; `:advice off` silences it. It never changes what runs.
final class Adviser {
    var isEnabled = true
    /// What was said already (kind and place), so each piece of advice is given once.
    private var given: Set<String> = []
    /// Advice found during the turn, for the session to show.
    private(set) var pending: [ObsDiagnostic] = []
    /// Classes' declarations as entered, by name (a model's `init` is looked at when a view holds it).
    var classes: [String: ClassDeclSyntax] = [:]
    /// Where a view's property makes a model, by the model's class (where throwaway advice points).
    var makers: [String: SourceLocation] = [:]
    var throwaways = RuntimeAdvice.Throwaways()
    /// `@State var m = Model()` of an `@Observable` model whose init does work, by the model's class:
    /// advised once a parent's body makes it again and throws one away.
    var stateCandidates: [String: (message: String, location: SourceLocation)] = [:]
    /// Models some view's `@State` makes as its initial value, by class: their throwaways' fix is not `@State`.
    var stateMadeModels: Set<String> = []
    /// Views that make a `@StateObject` from an init parameter, by view type: advised once a new value is
    /// ignored (a finding of kind `stateObjectArgumentIgnored` for that view).
    var stateObjectCandidates: [String: (message: String, location: SourceLocation)] = [:]

    /// Adds advice of `kind` at `location` (once per kind and place): `message` says what will happen, then
    /// why and the fix; the rule and the tutorial are added.
    func advise(_ kind: AdviceKind, _ message: String, at location: SourceLocation?) {
        guard isEnabled else { return }
        let place = location.map { "\($0.source.fileName):\($0.source.firstLine + $0.range.line - 1):\($0.range.column)" } ?? ""
        guard given.insert(kind.rawValue + "@" + place).inserted else { return }
        var lines = message.split(separator: "\n").map(String.init)
        lines.append("(\(kind.rule)" + (kind.tutorial.map { "; tutorial: obsrepl tutorial \($0)" } ?? "") + ")")
        pending.append(ObsDiagnostic(.advice, lines.first ?? kind.title, at: location, notes: Array(lines.dropFirst())))
    }

    func take() -> [ObsDiagnostic] {
        defer { pending = [] }
        return pending
    }

    func reset() {
        given = []
        pending = []
        classes = [:]
        makers = [:]
        throwaways = RuntimeAdvice.Throwaways()
        stateCandidates = [:]
        stateMadeModels = []
        stateObjectCandidates = [:]
    }
}
