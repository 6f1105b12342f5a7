/// SwiftUI's view modifiers that the runtime knows, one row each: Apple's name, its signature in brief
/// (as Apple's documentation gives it), and what it does here — nothing beyond being recorded (layout,
/// drawing, accessibility), or an effect the view graph acts on (appearance, tasks, identity, the
/// environment, presentations). Applying a modifier (Builtins.modifier), `:help modifiers` and
/// completion all read these rows; a modifier missing here is one row to add.
struct BuiltinModifier: Sendable {
    /// Builds the modifier's effect from its arguments, while the body that applies it runs.
    typealias MakeEffect = @Sendable (ModifierCall) throws -> ViewValue.Effect

    enum Behaviour: Sendable {
        /// Recorded on the view and shown by `:tree`; changes nothing the runtime models.
        case noOp
        case effect(MakeEffect)
        /// `.modifier(SomeViewModifier())`: the script's own modifier's `body(content:)` runs.
        case customModifier
    }

    let name: String
    /// Apple's signature, in brief.
    let signature: String
    let behaviour: Behaviour
}

/// A modifier being applied: its evaluated arguments, and what to say when they are wrong.
struct ModifierCall {
    let name: String
    let values: [Interpreter.ArgumentValue]
    let interpreter: Interpreter
    let range: SourceRange
    let source: SourceText

    func argument(_ label: String) -> Value? { values.first { $0.label == label }?.value }

    /// The last closure among the arguments with one of `labels` (a trailing closure has none).
    func closure(_ labels: [String?]) -> Value? {
        values.last { labels.contains($0.label) && $0.value.isFunction }?.value
    }

    func required(_ value: Value?, _ what: String) throws -> Value {
        guard let value else { throw error("'.\(name)' needs \(what)") }
        return value
    }

    func error(_ message: String) -> ObsDiagnostic {
        interpreter.runtimeError(message, range, source)
    }
}

extension BuiltinModifier {
    /// Every modifier, by name.
    static let byName: [String: BuiltinModifier] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    static let all: [BuiltinModifier] = behaviours + input + styles + preferences + layout + textEnvironment + cosmetic

    /// The modifiers Apple declares on one kind of view only, not on every `View` (`Image.resizable()`,
    /// `Shape.fill(_:)`, `ForEach`'s `onDelete`): the runtime applies them to whatever it is given, but
    /// `someView.resizable()` is the learner's mistake, which the compiler check reports as Xcode does.
    /// (InterfaceParityTests keeps this list equal to what Interface/ declares.)
    static let typeSpecific: Set<String> = [
        "antialiased", "fill", "inset", "interpolation", "onDelete", "onInsert", "onMove", "renderingMode", "resizable",
        "stroke", "strokeBorder", "trim",
    ]
}
