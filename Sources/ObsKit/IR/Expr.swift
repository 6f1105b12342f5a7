/// An expression of the IR. Lowering makes these from SwiftSyntax; the resolver rewrites `.name` into
/// `.local`, `.global` or an implicit `self` member, so the evaluator never looks a local up by string.
struct Expr: Sendable {
    var kind: ExprKind
    var range: SourceRange

    init(_ kind: ExprKind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// Whether a `?` sits on this expression's postfix spine (its bases, callees and subscripts).
    var spineHasOptionalUnwrap: Bool {
        switch kind {
        case .optionalUnwrap: return true
        case .member(let base, _), .subscriptCall(let base, _), .forceUnwrap(let base): return base.spineHasOptionalUnwrap
        case .call(let callee, _): return callee.spineHasOptionalUnwrap
        default: return false
        }
    }
}

/// A resolved local: `depth` function frames up from the current one, slot `index` in that frame.
struct Slot: Hashable, Sendable {
    var depth: Int
    var index: Int
}

struct Argument: Sendable {
    var label: String?
    var value: Expr
    /// `&target`: passed to an `inout` parameter.
    var isInout: Bool {
        if case .inoutArgument = value.kind { return true }
        return false
    }
    /// The argument's type where the front end knows it before the call (a variable declared `any Shape`,
    /// a parameter of generic type `T`, `x as P`): overloads are chosen by it, as Swift does.
    var staticType: TypeRef?

    /// An argument of type `T!` (a variable declared so).
    var isImplicitlyUnwrapped: Bool { if case .implicitlyUnwrapped? = staticType { true } else { false } }

    init(label: String?, value: Expr, staticType: TypeRef? = nil) {
        self.label = label
        self.value = value
        self.staticType = staticType
    }
}

enum InterpolationPart: Sendable {
    case text(String)
    case expr(Expr)
    /// `\(cents: 250)`, `\(flag, yes: "on", no: "off")`: the arguments of an `appendInterpolation` overload.
    case call([Argument])
}

indirect enum ExprKind: Sendable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string([InterpolationPart])
    case nilLiteral
    /// An identifier before resolution (`count`, `CounterVM`, `$toggle`, `_vm`).
    case name(String)
    case local(Slot)
    /// A variable the running closure captured (its index in the closure's capture list).
    case capture(Int)
    case global(Int)
    /// `super` before resolution.
    case superRef
    /// `super.name`: the member of the superclass of the type whose member is running (global slot `owner`).
    case superMember(receiver: Expr, owner: Int, name: String)
    /// `super[arguments]`: the superclass's subscript, on `self` (read, or written by an assignment).
    case superSubscript(receiver: Expr, owner: Int, arguments: [Argument])
    /// A bare name inside a member that the type's own declaration does not answer: `self.name` if `self`
    /// has it at run time (inherited, from an extension or a protocol default), else the session name.
    case selfMemberOrGlobal(receiver: Expr, name: String, global: Int)
    /// `.red`, `.center`: a member of a type the context implies.
    case implicitMember(String)
    /// A generic parameter of the type whose member is running (`Element` inside `Stack<Element>` or an
    /// `extension Array`), read from `receiver` (`self`, or the metatype in a static member).
    case typeParameter(receiver: Expr, name: String, index: Int)
    /// A generic parameter in a stored property's initial value (`var spare = T()` in `Holder<T>`): the argument
    /// of the instance being made (`Interpreter.constructionGenerics`), which has no `self` to read it from yet.
    case instanceTypeParameter(name: String, index: Int)
    /// A function's generic parameter used as a value (`T()`, `T.self`): the type bound at the call, read
    /// from `slot`; an error names it when nothing told what it stands for.
    case genericParameter(Expr, name: String)
    /// `type(of: value)` of a value declared as a function's generic parameter (`value: T`): the type `T`
    /// stands for when the call bound it to an existential (Swift gives `Animal` for a `T` that is `any
    /// Animal`), else the value's own type (the `type(of:)` call kept here). `parameter` reads `T`'s slot.
    case genericTypeOf(call: Expr, parameter: Expr)
    /// `Self` inside a member: the dynamic type of `receiver`, else the type declared at global slot `fallback`.
    case selfType(receiver: Expr, fallback: Int)
    /// `expr` where the context gives a type (`let n: Note = make()`, `as Int`, a parameter's type): a
    /// generic result or an implicit member (`.some(nil)`, `.init(...)`) is read against it.
    case typed(Expr, TypeRef)
    /// A variable read whose declared type may be a protocol or a generic parameter (`let s: any Speaker`,
    /// `t: T` with `T: Speaker`): calling a member its protocol does not require runs the protocol
    /// extension's, as Swift dispatches it statically. Otherwise it reads as the variable.
    case declaredAs(Expr, TypeRef)
    /// A use of a computed or observed variable outside a type: reads run its getter (or read its
    /// storage), writes run its setter (or store between `willSet` and `didSet`).
    case accessorVariable(AccessorAccess)
    /// `if`/`switch` used as an expression: the statement, whose branches end with `.yield` statements.
    case branches(Stmt)
    case member(Expr, String)
    case call(Expr, [Argument])
    /// `base[arguments]`.
    case subscriptCall(Expr, [Argument])
    case closure(ClosureDecl)
    case prefix(String, Expr)
    case binary(BinaryOperator, Expr, Expr)
    case assign(Expr, Expr)
    case compoundAssign(BinaryOperator, Expr, Expr)
    case ternary(Expr, Expr, Expr)
    case forceUnwrap(Expr)
    /// `base.reversed()` where nothing asks for an Array (printed, asked its type, bound without a type): Swift picks
    /// `BidirectionalCollection.reversed()`, a `ReversedCollection`, over `Sequence.reversed()`, an Array.
    case reversedCollection(Expr)
    /// `consume x` (SE-0366): the variable's value, and the variable holds nothing after it.
    case consume(Expr)
    /// `base?` inside an optional chain: nil ends the whole chain.
    case optionalUnwrap(Expr)
    /// The outermost expression of an optional chain (`a?.b.c()`): nil if any `?` met nil.
    case optionalChain(Expr)
    case array([Expr])
    case dictionary([(key: Expr, value: Expr)])
    case tuple([Argument])
    /// `_` on the left of `_ = expr`.
    case discard
    case tryExpr(TryKind, Expr)
    /// `x is T`.
    case typeCheck(Expr, TypeUse)
    /// `x as T`, `x as? T`, `x as! T`.
    case typeCast(Expr, TypeUse, CastKind)
    /// A type used as a value: `[Int].self`, `Box<Int>` before `(...)` or `.self`, `Int?.none`.
    case typeValue(TypeUse)
    /// `&x`: an argument to an `inout` parameter.
    case inoutArgument(Expr)
    /// `\Type.a.b?.c`.
    case keyPath(root: String?, components: [KeyPathComponent])
    /// A key path with subscript components whose arguments are not one literal (`\Grid.[row, 0]`, `\[String].[i]`):
    /// `path` holds `.subscriptArguments(n)` where the values of `arguments[n]` go, evaluated when the path is made.
    case keyPathWithArguments(path: Expr, arguments: [[Argument]])
    /// A function named with its argument labels (`area(side:)`, `counter.increment(by:)`,
    /// `String.init(describing:)`): the declaration of the name with those labels, as a value.
    case functionReference(Expr, labels: [String?])
    /// An operator a script declares (`a • b`, `+++v`, `50%`): its function is found at run time among the
    /// global functions and the operands' types' static methods of that name.
    case customOperator(String, OperatorFixity, [Expr])
    /// An operator used as a function: `reduce(0, +)`, `sorted(by: <)`.
    case operatorReference(BinaryOperator)
    /// A custom operator used as a function (`reduce(.identity, <>)`): the implementation is chosen by the
    /// operands at each call, as for `a <> b`.
    case customOperatorReference(String)
    /// `5...`, `..<3`, `...10`: a range with one bound.
    case oneSidedRange(BinaryOperator, lower: Expr?, upper: Expr?)
    /// `#function`, `#line`, `#column`, `#file`, `#fileID`, `#filePath` as a default argument: the caller's.
    case callerLiteral(String)
    /// The sequence of a `for await` loop.
    case asyncSequence(Expr)
    /// `each x` inside a `repeat`: the element of the pack `x` (or of a tuple whose type is a pack
    /// expansion) at which the expansion is.
    case packElement(Expr)
    /// `repeat pattern` (SE-0393) as a statement, or as a `for` loop's sequence (SE-0408).
    case packExpansion(PackExpansion)
    /// A tuple with a `repeat` among its elements: each expansion gives its values as elements there.
    case expandedTuple([Argument])
    /// A call with a `repeat` among its arguments: each expansion gives its values as arguments there.
    case expandedCall(Expr, [Argument])
}

/// One step of a key path: a member to follow, or where optional chaining starts (`\.a?.b`).
enum KeyPathComponent: Hashable, Sendable {
    case member(String)
    case optionalChain
    /// `\.first!`: the optional unwrapped, trapping on nil.
    case forceUnwrap
    /// `\User.tags[0]`, `\.scores["ann"]`: a subscript with a literal Int or String.
    case subscriptInt(Int)
    case subscriptString(String)
    /// A subscript with other arguments, in a key path expression: the position of its argument list
    /// (`ExprKind.keyPathWithArguments`); in a key path value, `subscriptValues`.
    case subscriptArguments(Int)
    /// The arguments such a subscript was given when the key path was made (they must be Hashable, as in Swift).
    case subscriptValues(KeyPathSubscriptArguments)
}

enum OperatorFixity: Sendable {
    case infix, prefix, postfix
}

enum TryKind: Sendable {
    case plain, optional, force
}

enum CastKind: Sendable {
    case coerce, optional, force
}
