/// Declarations: types, their members, functions and closures.

enum TypeKind: String, Sendable {
    case `class`, `struct`, `enum`, `protocol`
    /// `extension Name { ... }`: members added to an existing type (or a protocol's default implementations).
    case `extension`
}

struct EnumCaseDecl: Sendable {
    var name: String
    var rawValue: Expr?
    /// The labels of the associated values (nil for unlabeled ones); nil when the case has no payload.
    var associated: [String?]?
    /// Per associated value, what its declared type does to it (`case circle(radius: Double)`).
    var associatedCoercions: [Coercion] = []
    /// The declared types of the associated values.
    var associatedTypes: [TypeRef] = []
    /// Per associated value, its default (`case add(String, priority: Priority = .normal)`), if any.
    var associatedDefaults: [Expr?] = []
    var range: SourceRange
    /// Whether the payload is boxed (`indirect case`, or every case of an `indirect enum`): the case then holds a
    /// reference, whatever its payload's size.
    var isIndirect = false
}

/// `subscript(i: Int) -> T { get set }`.
struct SubscriptDecl: Sendable {
    var getter: FunctionDecl
    var setter: FunctionDecl?
    var isStatic: Bool
}

/// `@State`, `@Published(...)`: the attribute name and its arguments.
struct Attribute: Sendable {
    var name: String
    var arguments: [Argument]
    var range: SourceRange
    /// A generic wrapper's arguments written with it (`@Clamped<Double>(0...1)`); empty when they are inferred.
    var genericArguments: [TypeRef] = []
    /// On a local variable, the type it is declared with (`@Wrapper var x: Int? = nil`): what is assigned to it is
    /// converted to that type (`x = 42` stores `Optional(42)`).
    var wrappedType: TypeRef?

    /// The wrapper `async let x = work()` is lowered to: its storage holds the child task.
    static let asyncLet = "_AsyncLet"
    /// A wrapped parameter's local (`@Clamped _ level: Int`): the argument already is the wrapper the call made,
    /// so the local adopts it as its storage instead of making one.
    var adoptsArgument = false
    /// On a local variable, how many wrappers deep its value is: 2 for `@Logged @Clamped var x` (the outer
    /// wrapper's `wrappedValue` is the inner wrapper, as for a property: SE-0258's composition).
    var levels = 1
}

struct PropertyDecl: Sendable {
    var name: String
    var isLet: Bool
    var isStatic: Bool
    var attributes: [Attribute]
    /// The spelled type, if any (`CounterVM`, `Int?`): used for the memberwise init and optionals.
    var typeName: String?
    var initializer: Expr?
    var range: SourceRange
    /// A computed property's getter; nil for stored properties.
    var getter: FunctionDecl?
    /// `@ViewBuilder var content: Content`, a stored property: its memberwise argument is a builder closure, called.
    var buildsViews = false
    /// `@ViewBuilder let content: () -> Content`, a stored closure: its memberwise argument's statements build views.
    var closureBuildsViews = false
    /// A computed property's setter (its parameter is `newValue` or the name given).
    var setter: FunctionDecl?
    var willSet: FunctionDecl?
    var didSet: FunctionDecl?
    /// `init(newValue) { ... }`: an init accessor, run by assignments in the type's initializers.
    var initAccessor: FunctionDecl?
    var isLazy = false
    var isWeak = false
    var isUnowned = false
    var isObservationIgnored = false
    /// `override var`: observers added to an inherited stored property, or a computed one in its place.
    var isOverride = false
    /// The declared type, in structure.
    var type: TypeRef?
    /// The `where` clause of the extension that declares it (`extension Array where Element == Int`).
    var conditions: [Requirement] = []
    /// Filled by the resolver: the frame the initializer expression is evaluated in.
    var initializerFrameSize = 0

    /// Whether the declared type is an optional (`Int?`, `Optional<Int>`), read from its structure: a
    /// function type that returns one (`(Form) -> Error?`) is not.
    var isDeclaredOptional: Bool {
        guard let type else { return typeName?.hasSuffix("?") ?? false }
        if case .optional = type.canonical { return true }
        return false
    }
}

struct Parameter: Sendable {
    /// The argument label callers write; nil for `_`.
    var label: String?
    var name: String
    var defaultValue: Expr?
    /// The default names the function's generic parameters (`as type: T.Type = T.self`): it is read in the callee's
    /// frame, after the call binds them.
    var defaultReadsGenerics = false
    var isAutoclosure: Bool
    var isInout: Bool
    /// `_ token: consuming Token`: a noncopyable argument passed here is the callee's (SE-0377).
    var isConsuming = false
    /// Declared `T?`: arguments are wrapped as optionals.
    var isOptional = false
    var coercion = Coercion.none
    /// `@ViewBuilder content: () -> Content`: a closure passed here builds views.
    var isViewBuilder = false
    /// `@LinesBuilder content: () -> [String]`: a closure passed here builds its result with that builder.
    var resultBuilder: String?
    /// The declared type (for a variadic parameter, the element type).
    var type: TypeRef?
    /// `_ values: Int...`: the arguments that fill it arrive as one array.
    var isVariadic = false
    /// `_ values: repeat each T` (SE-0393): matched as a variadic parameter (`type` is the pattern, `each T`
    /// written `T`), its arguments arrive as one pack (ParameterPacks.swift).
    var isPack = false
    /// `@Clamped(0...9) digit: Int`: a property wrapper on a parameter that is not of a function type (SE-0293;
    /// on a function-typed parameter the attribute names a result builder, `resultBuilder`). The call makes the
    /// wrapper from the argument (`init(wrappedValue:)`, or `init(projectedValue:)` for `$digit:`); the body's first
    /// statement adopts it as a local wrapper, so `digit`, `_digit` and `$digit` read as in Swift.
    var wrapper: Attribute?
    /// Declared as a throwing function type (`() throws -> Int`): a closure that does not throw fits it only
    /// by a conversion, so an overload taking a non-throwing function is preferred for one.
    var takesThrowingFunction = false
    /// Declared as a pointer (`UnsafeMutablePointer<Int>`, `UnsafeRawPointer?`): `&x`, an array or a string passed
    /// here arrives as a pointer to its value (PointerArguments.swift).
    var takesPointer = false
}

final class FunctionDecl: @unchecked Sendable {
    /// Whether the body declares an `async let` (found on first run; `AsyncLetScope`).
    var declaresAsyncLet: Bool?
    let name: String
    var parameters: [Parameter]
    var body: [Stmt]
    let isMutating: Bool
    let isStatic: Bool
    /// A `@ViewBuilder` body (a View's `body`): its expression statements build the result.
    let isViewBuilder: Bool
    /// `-> T?`, `init?`: results are wrapped as optionals.
    var returnsOptional = false
    var returnCoercion = Coercion.none
    var isFailable = false
    /// `init!`: a failable initializer whose result reads as its value where one is needed.
    var isImplicitlyUnwrapped = false
    var isNonmutating = false
    /// `consuming func close()`: a noncopyable receiver is the method's, gone from its variable (SE-0377).
    var isConsuming = false
    /// A `didSet` that names no parameter and never reads `oldValue` (SE-0268): the old value is not fetched.
    var isSimpleDidSet = false
    var isConvenience = false
    /// An initializer whose body calls `self.init(...)`: a value type's delegating initializer, which leaves its
    /// properties' defaults to the initializer it delegates to (they run after its arguments).
    var isDelegating = false
    /// `override func`: hides the superclass's declaration with the same labels.
    var isOverride = false
    /// `prefix func` / `postfix func` (an operator of one operand); nil otherwise.
    var fixity: OperatorFixity?
    var genericParameters: [GenericParameter] = []
    /// The declared result type (nil: none written, Void).
    var returnType: TypeRef?
    /// `@SomeBuilder func ...` or `@SomeBuilder var x: T { ... }`: the body's statements are combined by that
    /// result builder (when the name is one).
    var resultBuilder: String?
    /// `-> T?` for the function's generic parameter `T`: the result has one level more than what T stands for.
    var optionalGenericResult: String?
    /// `-> T` for a generic parameter `T` that a number literal can stand for (`T: Numeric`...): a literal the
    /// body returns (`return 7`) is of the type T stands for at the call, as Swift types it.
    var literalGenericResult: String?
    /// A generic parameter only the result fixes (`func resolve<T>(_ type: T.Type = T.self) -> T?`): a call
    /// binds it from the type its context expects (`show(resolve())` for `show(_: Greeter)`), as Swift infers it.
    var resultFixesGenerics = false
    /// Requirements that must hold for the member to exist: its own `where` clause and its extension's.
    var conditions: [Requirement] = []
    /// `async`, `throws` (or `rethrows`): what its type says beside its parameters and result.
    var isAsync = false
    var isThrowing = false
    /// A generic initializer's `where` clause (`init<R: Reducer>(_ r: R) where R.Input == Input`): its same-type
    /// requirements tell the type's own parameters from the associated types of what the call binds `R` to.
    var initializerRequirements: [Requirement] = []
    /// Filled by the resolver: the frame slot of each generic parameter the body uses as a value
    /// (`T()`, `T.self`), to be bound at each call; empty when the body uses none.
    var genericSlots: [(name: String, slot: Int)] = []
    /// Every parameter is plain: no default, `inout`, `@autoclosure`, `@ViewBuilder`, optional wrapping or
    /// numeric conversion (calls may then take the fast path).
    lazy var hasPlainParameters: Bool = parameters.allSatisfy {
        $0.defaultValue == nil && !$0.isInout && !$0.isAutoclosure && !$0.isViewBuilder && !$0.isOptional && $0.coercion.isNone
            && !$0.isVariadic && $0.resultBuilder == nil && $0.wrapper == nil && !$0.isConsuming && !$0.takesPointer
    } && genericSlots.isEmpty && optionalGenericResult == nil && literalGenericResult == nil && numberUnification == nil
        && ownerGenericParameters.isEmpty
    /// Every parameter takes one argument of its own label, evaluated and converted (no default, `inout`,
    /// `@autoclosure`, builder or variadic), and nothing generic: the arguments may go straight into the frame.
    lazy var bindsDirectly: Bool = parameters.allSatisfy {
        $0.defaultValue == nil && !$0.isInout && !$0.isAutoclosure && !$0.isViewBuilder && !$0.isVariadic && $0.resultBuilder == nil
            && !$0.isConsuming && !$0.takesPointer
    } && genericSlots.isEmpty && optionalGenericResult == nil && literalGenericResult == nil && numberUnification == nil
        && ownerGenericParameters.isEmpty
    /// The generic parameters of the method's type that its parameters' types name (`push(_ value: Element)` in
    /// `Heap<Element>`), set when the method joins its type: a call converts its arguments to the types the
    /// instance binds (`Heap<(value: Int, list: Int)>` given `(3, 0)` gets the labels, `Box<Double>` given `1`
    /// a Double). Empty for most methods.
    var ownerGenericParameters: [String] = []
    /// A parameter's default reads a generic parameter (`= T.zero`): it is read in the callee's frame, once bound.
    var hasGenericDefaults = false
    /// Declared in a protocol or an extension of one (a script's or the library's): a concrete type's member that
    /// fits a call as well is chosen before it (`OverloadResolution`).
    var isProtocolExtensionMember = false
    /// The protocol whose extension (or declaration) gives it, for a protocol extension's member.
    var extendedProtocol: String?
    /// Where the numbers of one generic parameter must share a type at a call (`GenericNumberUnification`).
    lazy var numberUnification: NumberUnification? = NumberUnification.of(self)
    /// A struct's init or mutating method: done with `self` when it returns (decided once, off the call path).
    lazy var releasesSelfOnReturn: Bool = isMutating || name == "init"
    /// Its declared result is one of the standard library's plain types (`-> Int`, `-> String`), which no generic
    /// parameter of its own stands for: the value it returns needs no specialising to a bound generic parameter
    /// (decided once, off the call path: bench/structs.swift). A type's generic parameter named like a library
    /// type (`struct Box<Int>`) would shadow it; Swift allows that, nobody writes it.
    lazy var returnsPlainLibraryType: Bool = {
        guard case .named(let name, let arguments)? = returnType, arguments.isEmpty,
              ["Int", "String", "Double", "Bool", "Float", "Character", "Void"].contains(name) else { return false }
        return !genericParameters.contains { $0.name == name }
    }()
    let range: SourceRange
    /// Where its name is (a `func` of a script): how a call the compiler fixed finds it (`CompilerFacts`).
    var namePlace: NamePlace?
    /// The text the function came from, for errors raised while it runs.
    let source: SourceText
    /// Filled by the resolver: how many slots a call's frame needs (slot 0 is `self` in members).
    var frameSize = 0
    /// True for a one-expression body whose value is returned implicitly.
    var implicitReturn = false

    /// Reads what the body returns against the declared result type (implicit members, generic results).
    func readReturns(as type: TypeRef?) {
        guard let type else { return }
        if implicitReturn, body.count == 1, case .expr(let value) = body[0].kind {
            body[0].kind = .expr(value.typed(type))
        } else {
            body = body.map { $0.returning(type) }
        }
    }

    init(name: String, parameters: [Parameter], body: [Stmt], isMutating: Bool, isStatic: Bool,
                isViewBuilder: Bool, range: SourceRange, source: SourceText) {
        self.source = source
        self.name = name
        self.parameters = parameters
        self.body = body
        self.isMutating = isMutating
        self.isStatic = isStatic
        self.isViewBuilder = isViewBuilder
        self.range = range
    }
}

enum CaptureSource: Sendable {
    case local(Int)
    case capture(Int)
    /// A capture-list entry: `[weak self]`, `[x]`, `[y = expr]`.
    case explicit(name: String, ownership: CaptureBox.Ownership, value: Expr)

    func sameVariable(as other: CaptureSource) -> Bool {
        switch (self, other) {
        case (.local(let a), .local(let b)), (.capture(let a), .capture(let b)): return a == b
        default: return false
        }
    }
}

final class ClosureDecl: @unchecked Sendable {
    var parameters: [String]
    var body: [Stmt]
    /// Whether the body returns a value that starts with an implicit member (its one expression, or a `return`):
    /// see `readImplicitMemberReturns` (decided once, off the call path).
    lazy var returnsImplicitMember: Bool = {
        if body.count == 1, case .expr(let value) = body[0].kind { return value.startsWithImplicitMember }
        return body.contains(where: \.returnsImplicitMember)
    }()
    /// A body that is one `if`/`switch` expression, as `return <branches>`: run when the closure is called
    /// for its value (`body` stays as written, for view builders, where an `if` makes conditional content).
    var valueBody: [Stmt]?
    /// The parameters' types where known: written (`{ (p: Payment) in ... }`) or given by the call
    /// (`shapes.map { $0.area }` on a `[any Shape]`).
    var parameterTypes: [TypeRef?] = []
    /// What its written result type does to what the body gives (`{ (x: Int) -> Int? in x }` wraps it).
    var resultCoercion: Coercion?
    /// Its written result type (`{ (s: inout Int) -> Int? in ... }`), where it has one.
    var resultType: TypeRef?
    /// The closure's type as the compiler check inferred it (`(String) -> Int` for `{ $0.count }`), for what its
    /// written types leave out: `type(of:)` and the generic parameters a call binds from it (`foldMap { $0.count }`
    /// makes `M` an Int). Nil with the check off, and when the type names a generic parameter.
    var compilerType: TypeRef?
    /// A closure literal that throws (ClosureBodyFacts): overloads taking a non-throwing function fit it not.
    var mayThrow = true
    /// A closure literal that awaits (ClosureBodyFacts) or says `async`, or a nested `async` function.
    var isAsync = false
    /// A closure literal with a `return` that gives a value somewhere in its own body (ClosureBodyFacts).
    var returnsValue = false
    /// A nested function's parameters (`func bump(_ value: inout Int, by step: Int = 1)` inside a body):
    /// its calls match labels, fill defaults and variadics and write `inout` arguments back, as a
    /// declared function's do. Nil for a closure expression, whose calls are positional.
    var signature: [Parameter]?
    /// A nested generic function's parameters (`func helper<T: Equatable>(_ x: T)` inside a body), and,
    /// filled by the resolver, the frame slot of each one its body uses, bound from the arguments at each call.
    var genericParameters: [GenericParameter] = []
    var genericSlots: [(name: String, slot: Int)] = []
    /// The result builder that combines its statements (the getter of `@SumBuilder var total: Int { 1; 2 }`).
    var resultBuilder: String?
    let range: SourceRange
    let source: SourceText
    var frameSize = 0
    /// What the closure captures, in order: locals of the enclosing function, captures of an enclosing
    /// closure, or capture-list entries (`[weak self]`), evaluated when the closure is made.
    var captures: [CaptureSource] = []
    /// The captures made only in case a bare name turns out to be a member of `self` at run time (`Text(...)` in
    /// a view's closure): Swift captures `self` only for a member the closure uses, so these are no context.
    var speculativeCaptures: Set<Int> = []
    /// The bare names those captures are for (this closure's and its nested closures'): when none of them is a
    /// member of `self` as the closure is made, `self` is not captured at all (Interpreter.makeClosure).
    var speculativeMembers: Set<String> = []
    /// The last answer to "does `self` of this type need capturing", with the type and members' generation.
    var speculativeAnswer: (type: ObjectIdentifier, generation: Int, needed: Bool)?
    /// Whether the closure captures anything (rules §2 rule 4: a closure with a captured context
    /// compares unequal to every other closure).
    var capturesContext: Bool { captures.indices.contains { !speculativeCaptures.contains($0) } }

    func addCaptureListEntry(_ source: CaptureSource) -> Int {
        captures.append(source)
        return captures.count - 1
    }

    func addCapture(_ source: CaptureSource) -> Int {
        if let existing = captures.firstIndex(where: { $0.sameVariable(as: source) }) {
            speculativeCaptures.remove(existing)
            return existing
        }
        captures.append(source)
        return captures.count - 1
    }

    /// The capture list as written, before resolution: name, ownership, and the value if given.
    var captureList: [(name: String, ownership: CaptureBox.Ownership, value: Expr?)] = []

    init(parameters: [String], body: [Stmt], range: SourceRange, source: SourceText) {
        self.source = source
        self.parameters = parameters
        self.body = body
        self.range = range
    }
}

final class TypeDecl: @unchecked Sendable {
    let name: String
    let kind: TypeKind
    /// The names after the colon; a type alias of protocols is replaced by them when resolved.
    var inherited: [String]
    var attributes: [String] = []
    /// Declared `actor` (run here as a class whose calls are awaited): what `#isolation` names inside its members.
    var isActor = false
    var genericParameters: [GenericParameter] = []
    /// Filled by the resolver for a type declared inside a function: the global name it is declared under.
    var globalName: String?
    /// The inherited types as written, generic arguments included (`Repository<Todo>`).
    var inheritedTypes: [TypeRef] = []
    /// An extension's `where` clause (`extension Optional where Wrapped == String`).
    var requirements: [Requirement] = []
    /// A protocol's requirements, by name: calls of these dispatch to the conforming type; other members of
    /// the protocol's extensions are chosen by the declared type (statically).
    var requiredMembers: Set<String> = []
    /// Those of them that are static (`static var empty: Self { get }`).
    var staticRequirements: Set<String> = []
    /// The argument labels of each method requirement (`"_"` for none), by name: `send(_:times:)` is required,
    /// an extension's `send(_:)` beside it is not, and dispatches statically.
    var requiredMethodLabels: [String: [[String]]] = [:]
    /// Where each method requirement's name is, for the calls the compiler fixes to it (`p.f()` with `p: any P`).
    var requirementPlaces: [NamePlace: String] = [:]
    /// A protocol's `associatedtype` names, and the types its requirements are declared with (a method as
    /// a function type, a subscript as `subscript`): what a conforming type's members say the associated
    /// types are (`subscript(i: Int) -> Element` makes `Item` its `Element`).
    var associatedTypeNames: [String] = []
    /// `protocol Store<Item>`: the associated types `any Store<Int>` constrains, in order (SE-0346).
    var primaryAssociatedTypes: [String] = []
    /// `associatedtype Batch = [Product]`: the type a conforming type's associated type is when nothing else says.
    var associatedTypeDefaults: [String: TypeRef] = [:]
    var requirementTypes: [(member: String, type: TypeRef)] = []
    var cases: [EnumCaseDecl] = []
    var subscripts: [SubscriptDecl] = []
    var nestedTypes: [TypeDecl] = []
    var typeAliases: [(name: String, target: String)] = []
    /// The same aliases in structure (`typealias Entry = (key: Key, value: Value)`), which the types of the
    /// type's own properties are read through.
    var typeAliasTypes: [String: TypeRef] = [:]
    var properties: [PropertyDecl]
    var methods: [FunctionDecl]
    var initializers: [FunctionDecl]
    var deinitializer: FunctionDecl?
    let range: SourceRange
    /// Made by the front end, not written: a Codable type's `CodingKeys` (Lowering+CodingKeys.swift).
    var isSynthesized = false

    init(name: String, kind: TypeKind, inherited: [String], properties: [PropertyDecl],
                methods: [FunctionDecl], initializers: [FunctionDecl], deinitializer: FunctionDecl?,
                range: SourceRange) {
        self.name = name
        self.kind = kind
        self.inherited = inherited
        self.properties = properties
        self.methods = methods
        self.initializers = initializers
        self.deinitializer = deinitializer
        self.range = range
    }
}

extension FunctionDecl {
    /// Its type as a value (`type(of: f)`): `(inout Int, Int...) throws -> String`.
    var functionType: TypeRef {
        .function(parameters.map { $0.type ?? .any }, returnType ?? .void, Self.traits(of: parameters, isAsync: isAsync, isThrowing: isThrowing))
    }

    /// The traits of a function type with these parameters and effects.
    static func traits(of parameters: [Parameter], isAsync: Bool, isThrowing: Bool) -> FunctionTraits {
        FunctionTraits(isAsync: isAsync, isThrowing: isThrowing,
                       inoutParameters: Set(parameters.indices.filter { parameters[$0].isInout }),
                       variadicParameter: parameters.firstIndex { $0.isVariadic })
    }
}

extension ClosureDecl {
    /// `let g: () -> List = { .node(3) }`, `make { .node(4) }` with the check on: what the body returns read against
    /// the result type the closure has from its context, where a returned value starts with an implicit member (the
    /// `.node` is `List`'s, not the first enum's of that name), as Swift resolves it. Only then: any other closure
    /// (a view builder's content) keeps its own reading.
    func readImplicitMemberReturns(as type: TypeRef?) {
        guard let type, resultType == nil, !type.mentionsOpaque, returnsImplicitMember else { return }
        switch type.withoutOptionals {
        case .named(let name, _) where name != "Void": break
        default: return
        }
        if body.count == 1, case .expr(let value) = body[0].kind {
            body[0].kind = .expr(value.typed(type))
            return
        }
        body = body.map { $0.returning(type) }
        valueBody = valueBody?.map { $0.returning(type) }
    }

}
