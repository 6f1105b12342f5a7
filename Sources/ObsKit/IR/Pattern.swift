/// A pattern of `switch`, `if case`, `catch` and tuple destructuring. Bindings get their slots from the
/// resolver.
indirect enum Pattern: Sendable {
    case wildcard
    /// `let name` (or a bare name inside a `let` pattern).
    case binding(name: String, slot: Slot?, global: Int?)
    /// An expression matched with `~=`: equality, or a range that contains the value.
    case expression(Expr)
    /// `.number(let n)`, `Token.pair(_, let b)`, `.none`: a case by name (of the type, if written).
    /// `fallback` is the expression to compare with when the value is not an enum (`case Config.limit`).
    case enumCase(typeName: String?, name: String, payload: [Pattern]?, fallback: Expr?)
    case tuple([Pattern])
    /// `let x?`: a non-nil optional, whose value matches the inner pattern.
    case optionalSome(Pattern)
    /// `is T`, or `let x as T` (`inner` with a cast).
    case isType(TypeUse)
    case cast(Pattern, TypeUse)
}

/// One `case` of a `switch`: its patterns (any may match), an optional `where`, and its body.
struct SwitchCase: Sendable {
    var patterns: [Pattern]
    /// Each pattern's own `where` (`case .a(let x) where x > 0, .b(let x) where x < 0:`), in step with `patterns`.
    var guards: [Expr?]
    var body: [Stmt]
    var range: SourceRange
    /// The body ends with `fallthrough`: the next case's body runs too.
    var fallsThrough = false
}

/// One `catch` clause: its pattern (nil binds `error`), an optional `where`, and its body.
struct CatchClause: Sendable {
    var pattern: Pattern?
    var guardExpr: Expr?
    var body: [Stmt]
    /// The slot of the implicit `error` of a clause without a pattern.
    var errorSlot: Slot?
}
