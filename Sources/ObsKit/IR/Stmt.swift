/// A statement of the IR; declarations of types and functions are statements too (top level only).
public struct Stmt: Sendable {
    public var kind: StmtKind
    public var range: SourceRange

    public init(_ kind: StmtKind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

public enum Condition: Sendable {
    case expr(Expr)
    /// `if let name = expr` / `if let name`: binds `slot` when the value is not nil.
    case optionalBinding(name: String, slot: Slot?, global: Int?, value: Expr)
}

/// A `let`/`var` binding. Before resolution only `name` is known; the resolver fills in where it lives.
public struct Binding: Sendable {
    public var name: String
    public var isLet: Bool
    public var isOptional: Bool
    public var initializer: Expr?
    public var slot: Slot?
    public var global: Int?
}

public indirect enum StmtKind: Sendable {
    case expr(Expr)
    case binding(Binding)
    /// `let _ = expr`: evaluated for its effect, also inside view builders.
    case discard(Expr)
    case ifStmt([Condition], [Stmt], [Stmt]?)
    case returnStmt(Expr?)
    case typeDecl(TypeDecl)
    case function(FunctionDecl)
    case importDecl(String)
    case typeAlias(name: String, target: String)
    /// `for name in sequence where filter { body }`; `binding` is nil for `_`.
    case forIn(binding: Binding?, sequence: Expr, filter: Expr?, body: [Stmt])
    case whileLoop([Condition], [Stmt])
    case repeatLoop([Stmt], Expr)
    case breakStmt
    case continueStmt
}
