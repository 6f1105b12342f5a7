/// A statement of the IR; declarations of types and functions are statements too (top level only).
struct Stmt: Sendable {
    var kind: StmtKind
    var range: SourceRange

    init(_ kind: StmtKind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

enum Condition: Sendable {
    case expr(Expr)
    /// `if let name = expr` / `if let name`: binds `slot` when the value is not nil.
    case optionalBinding(name: String, slot: Slot?, global: Int?, value: Expr)
    /// `if case pattern = value`.
    case casePattern(Pattern, Expr)
    /// `#available(...)` (`isAvailable` true) or `#unavailable(...)`, decided when lowered (SimulatedDevice). A result
    /// builder passes the block of an `if #available` through its `buildLimitedAvailability`.
    case availability(holds: Bool, isAvailable: Bool)
}

/// A `let`/`var` binding. Before resolution only `name` is known; the resolver fills in where it lives.
struct Binding: Sendable {
    var name: String
    var isLet: Bool
    var isOptional: Bool
    var initializer: Expr?
    var slot: Slot?
    var global: Int?
    /// The annotated type, without generic arguments (`let x: Double = 1` makes a Double).
    var typeName: String?
    /// The annotated type, in structure.
    var type: TypeRef?
    var coercion = Coercion.none
    /// `weak var`: the variable holds its object weakly.
    var isWeak = false
    /// A nested function: the closure is stored through the box its own body captured (recursion).
    var isNestedFunction = false
}

/// A computed or observed variable outside a type (see `StmtKind.accessorVariable`).
struct AccessorVariable: Sendable {
    var name: String
    var getter: ClosureDecl?
    var setter: ClosureDecl?
    var willSet: ClosureDecl?
    var didSet: ClosureDecl?
    var initializer: Expr?
    var coercion = Coercion.none
    /// Filled by the resolver: how uses of the name read and write it, and where each part is stored.
    var access: AccessorAccess?
}

/// Where an accessor variable's parts live (each an expression reading a hidden local or global slot).
struct AccessorAccess: Sendable {
    var name: String
    var storage: Expr?
    var getter: Expr?
    var setter: Expr?
    var willSet: Expr?
    var didSet: Expr?
}

indirect enum StmtKind: Sendable {
    case expr(Expr)
    case binding(Binding)
    /// `let _ = expr`: evaluated for its effect, also inside view builders.
    case discard(Expr)
    case ifStmt([Condition], [Stmt], [Stmt]?)
    case returnStmt(Expr?)
    case typeDecl(TypeDecl)
    case function(FunctionDecl)
    case importDecl(String)
    /// `typealias Name = Target`: `target` names a type to find at run time; `type` is the written type
    /// (a labelled tuple alias labels the values of variables annotated with it).
    /// `typealias Pair<T> = (first: T, second: T)`: `parameters` are the generic ones (`["T"]`), empty for most.
    case typeAlias(name: String, target: String, type: TypeRef, parameters: [String])
    /// `for pattern in sequence where filter { body }`. `locals` (filled by the resolver) are the slots the
    /// body declares: released at the end of each pass, as Swift ends their scope.
    case forIn(pattern: Pattern, sequence: Expr, filter: Expr?, body: [Stmt], locals: Range<Int>)
    case whileLoop([Condition], [Stmt])
    case repeatLoop([Stmt], Expr)
    case breakStmt(String?)
    case continueStmt(String?)
    /// `outer: for ...`: a statement with a label for `break outer` / `continue outer`.
    case labeled(String, Stmt)
    case switchStmt(Expr, [SwitchCase])
    case guardStmt([Condition], [Stmt])
    case deferStmt([Stmt])
    case throwStmt(Expr)
    case doCatch([Stmt], [CatchClause])
    /// `let (a, b) = pair`, `var x = 1, y = 2`: each sub-binding in order.
    case destructure(Pattern, Expr, isLet: Bool)
    /// A bare block `do { }` without catches.
    case block([Stmt])
    /// `@Wrapper var name = value` as a local: the storage `_name` is made with `Wrapper(wrappedValue:)`;
    /// `name` reads `_name.wrappedValue` and `$name` reads `_name.projectedValue`.
    case wrappedLocal(name: String, wrapper: Attribute, initializer: Expr?, storage: Slot?)
    /// Several statements that share the enclosing scope (`var x = 1, y = 2`).
    case group([Stmt])
    /// The value of a branch of an `if` or `switch` expression.
    case yield(Expr)
    /// A variable outside a type with accessors: computed (`var total: Int { ... }`) or observed
    /// (`var score = 0 { didSet { ... } }`). The resolver makes its accessors closures in hidden slots and
    /// rewrites uses of the name into `.accessorVariable`.
    case accessorVariable(AccessorVariable)
    /// The end of a block (`do`, `if`, a loop's body, a `case`): the locals it declared are released, last
    /// declared first, as Swift ends their lifetimes there (a `deinit` runs before the code after the block).
    case releaseLocals(Range<Int>)
}
