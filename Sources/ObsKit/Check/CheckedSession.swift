import SwiftSyntax

/// What the compiler check knows of the session: the inputs it accepted, in order, each with the
/// top-level declarations it made. An input that declares a type, function or variable again replaces
/// the earlier declaration in what is checked, as the shell allows (DESIGN.md's Check stage): the
/// earlier one is blanked out of the session text (its lines kept, so places stay where they were).
struct CheckedSession {
    /// What every check sees first: SwiftUI (with Combine, Foundation and Observation, as on Apple's
    /// platforms), and the function a `:mount EXPR` check calls (`_mount(EXPR)`: EXPR must be a View or an
    /// App, whose scene's content is mounted). EXPR is checked on the main actor, where SwiftUI makes views (a
    /// `#Preview`, a `WindowGroup`), so `:mount Root(service: MainActorService())` is accepted as Xcode accepts it.
    static let swiftUIPrelude = "import SwiftUI\nfunc _mount<V: View>(_ view: @autoclosure @MainActor () -> V) {}\nfunc _mount<A: App>(_ app: @autoclosure @MainActor () -> A) {}\n"
    /// What a script that needs none of that is checked after (ScriptCheck): nothing, in as many lines, so
    /// places in the session are counted alike. Such a file compiles as `swiftc` compiles it, without
    /// Foundation's overloads, and faster (the compiler loads no SwiftUI).
    static let plainPrelude = String(repeating: "\n", count: swiftUIPrelude.filter { $0 == "\n" }.count)

    /// The prelude this session's checks see first.
    var prelude = Self.swiftUIPrelude

    struct Input {
        var text: String
        /// Where it came from, for notes that point into it.
        let source: SourceText
        var declarations: [Declaration]
    }

    /// A top-level declaration: what it declares (`type Counter`, `func f(x:)`, `var count`) and where.
    struct Declaration {
        let key: String
        /// UTF-8 offsets in its input's text.
        let start: Int
        let end: Int
    }

    private(set) var inputs: [Input] = []

    /// The session text an input declaring `keys` is checked after: the prelude, then the accepted inputs
    /// without the declarations the new input replaces.
    func text(replacing keys: Set<String>) -> String {
        var text = prelude
        for input in inputs {
            text += input.declarations.filter { keys.contains($0.key) }.reduce(input.text, Self.blank) + "\n"
        }
        return text
    }

    /// Records an input the check accepted (or that ran unchecked): later inputs are checked after it.
    mutating func accept(_ text: String, source: SourceText, declarations: [Declaration]) {
        let keys = Set(declarations.map(\.key))
        // Only an input with a declaration the new one replaces changes (most declare nothing): a session of
        // many turns does not rewrite them all at each one.
        for index in inputs.indices where !keys.isEmpty && inputs[index].declarations.contains(where: { keys.contains($0.key) }) {
            let replaced = inputs[index].declarations.filter { keys.contains($0.key) }
            inputs[index].text = replaced.reduce(inputs[index].text, Self.blank)
            inputs[index].declarations.removeAll { keys.contains($0.key) }
        }
        inputs.append(Input(text: text, source: source, declarations: declarations))
    }

    /// `text` with a declaration's characters turned into spaces (its line breaks kept).
    static func blank(_ text: String, _ declaration: Declaration) -> String {
        var bytes = Array(text.utf8)
        for offset in declaration.start..<min(declaration.end, bytes.count) where bytes[offset] != UInt8(ascii: "\n") {
            bytes[offset] = UInt8(ascii: " ")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    mutating func removeAll() {
        inputs = []
    }

    /// The input a line of the session text (as `text(replacing:)` made it) falls in, and the line in it.
    func place(ofSessionLine line: Int) -> (source: SourceText, line: Int)? {
        var first = prelude.split(separator: "\n", omittingEmptySubsequences: false).count
        for input in inputs {
            let count = input.text.split(separator: "\n", omittingEmptySubsequences: false).count
            if line >= first, line < first + count { return (input.source, line - first + 1) }
            first += count
        }
        return nil
    }

    /// The top-level declarations of a parsed input, by what they declare.
    static func declarations(in tree: SourceFileSyntax) -> [Declaration] {
        tree.statements.compactMap { item -> [Declaration]? in
            let start = item.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = item.endPositionBeforeTrailingTrivia.utf8Offset
            func declaring(_ keys: [String]) -> [Declaration] { keys.map { Declaration(key: $0, start: start, end: end) } }
            switch item.item {
            case .decl(let decl):
                if let operatorDecl = decl.as(OperatorDeclSyntax.self) {
                    // `prefix operator %%` and `postfix operator %%` declare two operators.
                    return declaring(["operator \(operatorDecl.fixitySpecifier.text) \(operatorDecl.name.text)"])
                }
                if let named = decl.asProtocol(NamedDeclSyntax.self), !decl.is(FunctionDeclSyntax.self) {
                    return declaring(["type " + named.name.text])
                }
                if let function = decl.as(FunctionDeclSyntax.self) {
                    // Overloads (other parameter types, other generic constraints) stand beside each other;
                    // the same signature again replaces the old one.
                    // (`async` counts: `func load() -> T` and `func load() async -> T` are overloads.)
                    // (So does the fixity: `prefix func %%` and `postfix func %%` of one parameter.)
                    let fixity = function.modifiers.first { ["prefix", "postfix"].contains($0.name.text) }?.name.text
                    let signature = [fixity, function.genericParameterClause?.trimmedDescription, function.signature.parameterClause.trimmedDescription,
                                     function.signature.effectSpecifiers?.asyncSpecifier?.text,
                                     function.signature.returnClause?.trimmedDescription, function.genericWhereClause?.trimmedDescription]
                        .compactMap { $0 }.joined(separator: " ")
                    return declaring(["func \(function.name.text)" + signature.split(whereSeparator: \.isWhitespace).joined(separator: " ")])
                }
                if let variable = decl.as(VariableDeclSyntax.self) {
                    return declaring(variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self).map { "var " + $0.identifier.text } })
                }
                return nil
            default:
                return nil
            }
        }.flatMap { $0 }
    }
}
