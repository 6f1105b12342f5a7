/// An expression of the IR. Lowering makes these from SwiftSyntax; the resolver rewrites `.name` into
/// `.local`, `.global` or an implicit `self` member, so the evaluator never looks a local up by string.
public struct Expr: Sendable {
    public var kind: ExprKind
    public var range: SourceRange

    public init(_ kind: ExprKind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// A resolved local: `depth` function frames up from the current one, slot `index` in that frame.
public struct Slot: Hashable, Sendable {
    public var depth: Int
    public var index: Int
}

public struct Argument: Sendable {
    public var label: String?
    public var value: Expr
}

public enum InterpolationPart: Sendable {
    case text(String)
    case expr(Expr)
}

public indirect enum ExprKind: Sendable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string([InterpolationPart])
    case nilLiteral
    /// An identifier before resolution (`count`, `CounterVM`, `$toggle`, `_vm`).
    case name(String)
    case local(Slot)
    case global(Int)
    /// `.red`, `.center`: a member of a type the context implies.
    case implicitMember(String)
    case member(Expr, String)
    case call(Expr, [Argument])
    case closure(ClosureDecl)
    case prefix(String, Expr)
    case binary(String, Expr, Expr)
    case assign(Expr, Expr)
    case compoundAssign(String, Expr, Expr)
    case ternary(Expr, Expr, Expr)
    case forceUnwrap(Expr)
    case array([Expr])
    /// `_` on the left of `_ = expr`.
    case discard
}
