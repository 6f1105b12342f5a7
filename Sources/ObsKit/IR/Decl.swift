/// Declarations: types, their members, functions and closures.

public enum TypeKind: String, Sendable {
    case `class`, `struct`, `enum`, `protocol`
    /// `extension Name { ... }`: members added to an existing type (or a protocol's default implementations).
    case `extension`
}

public struct EnumCaseDecl: Sendable {
    public var name: String
    public var rawValue: Expr?
    /// The labels of the associated values (nil for unlabeled ones); nil when the case has no payload.
    public var associated: [String?]?
    /// Per associated value, what its declared type does to it (`case circle(radius: Double)`).
    public var associatedCoercions: [Coercion] = []
    public var range: SourceRange
}

/// `subscript(i: Int) -> T { get set }`.
public struct SubscriptDecl: Sendable {
    public var getter: FunctionDecl
    public var setter: FunctionDecl?
    public var isStatic: Bool
}

/// `@State`, `@Published(...)`: the attribute name and its arguments.
public struct Attribute: Sendable {
    public var name: String
    public var arguments: [Argument]
    public var range: SourceRange
}

public struct PropertyDecl: Sendable {
    public var name: String
    public var isLet: Bool
    public var isStatic: Bool
    public var attributes: [Attribute]
    /// The spelled type, if any (`CounterVM`, `Int?`): used for the memberwise init and optionals.
    public var typeName: String?
    public var initializer: Expr?
    public var range: SourceRange
    /// A computed property's getter; nil for stored properties.
    public var getter: FunctionDecl?
    /// A computed property's setter (its parameter is `newValue` or the name given).
    public var setter: FunctionDecl?
    public var willSet: FunctionDecl?
    public var didSet: FunctionDecl?
    public var isLazy = false
    public var isWeak = false
    public var isUnowned = false
    public var isObservationIgnored = false
    /// Filled by the resolver: the frame the initializer expression is evaluated in.
    public var initializerFrameSize = 0
}

public struct Parameter: Sendable {
    /// The argument label callers write; nil for `_`.
    public var label: String?
    public var name: String
    public var defaultValue: Expr?
    public var isAutoclosure: Bool
    public var isInout: Bool
    /// Declared `T?`: arguments are wrapped as optionals.
    public var isOptional = false
    public var coercion = Coercion.none
    /// `@ViewBuilder content: () -> Content`: a closure passed here builds views.
    public var isViewBuilder = false
}

public final class FunctionDecl: @unchecked Sendable {
    public let name: String
    public var parameters: [Parameter]
    public var body: [Stmt]
    public let isMutating: Bool
    public let isStatic: Bool
    /// A `@ViewBuilder` body (a View's `body`): its expression statements build the result.
    public let isViewBuilder: Bool
    /// `-> T?`, `init?`: results are wrapped as optionals.
    public var returnsOptional = false
    public var returnCoercion = Coercion.none
    public var isFailable = false
    public var isNonmutating = false
    public var isConvenience = false
    /// Every parameter is plain: no default, `inout`, `@autoclosure`, `@ViewBuilder`, optional wrapping or
    /// numeric conversion (calls may then take the fast path).
    public private(set) lazy var hasPlainParameters: Bool = parameters.allSatisfy {
        $0.defaultValue == nil && !$0.isInout && !$0.isAutoclosure && !$0.isViewBuilder && !$0.isOptional && $0.coercion.isNone
    }
    /// A struct's init or mutating method: done with `self` when it returns (decided once, off the call path).
    public private(set) lazy var releasesSelfOnReturn: Bool = isMutating || name == "init"
    public let range: SourceRange
    /// The text the function came from, for errors raised while it runs.
    public let source: SourceText
    /// Filled by the resolver: how many slots a call's frame needs (slot 0 is `self` in members).
    public var frameSize = 0
    /// True for a one-expression body whose value is returned implicitly.
    public var implicitReturn = false

    public init(name: String, parameters: [Parameter], body: [Stmt], isMutating: Bool, isStatic: Bool,
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

public enum CaptureSource: Sendable {
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

public final class ClosureDecl: @unchecked Sendable {
    public var parameters: [String]
    public var body: [Stmt]
    public let range: SourceRange
    public let source: SourceText
    public var frameSize = 0
    /// What the closure captures, in order: locals of the enclosing function, captures of an enclosing
    /// closure, or capture-list entries (`[weak self]`), evaluated when the closure is made.
    public var captures: [CaptureSource] = []
    /// Whether the closure captures anything (rules §2 rule 4: a closure with a captured context
    /// compares unequal to every other closure).
    public var capturesContext: Bool { !captures.isEmpty }

    func addCaptureListEntry(_ source: CaptureSource) -> Int {
        captures.append(source)
        return captures.count - 1
    }

    func addCapture(_ source: CaptureSource) -> Int {
        if let existing = captures.firstIndex(where: { $0.sameVariable(as: source) }) { return existing }
        captures.append(source)
        return captures.count - 1
    }

    /// The capture list as written, before resolution: name, ownership, and the value if given.
    public var captureList: [(name: String, ownership: CaptureBox.Ownership, value: Expr?)] = []

    public init(parameters: [String], body: [Stmt], range: SourceRange, source: SourceText) {
        self.source = source
        self.parameters = parameters
        self.body = body
        self.range = range
    }
}

public final class TypeDecl: @unchecked Sendable {
    public let name: String
    public let kind: TypeKind
    public let inherited: [String]
    public var attributes: [String] = []
    public var cases: [EnumCaseDecl] = []
    public var subscripts: [SubscriptDecl] = []
    public var nestedTypes: [TypeDecl] = []
    public var typeAliases: [(name: String, target: String)] = []
    public var properties: [PropertyDecl]
    public var methods: [FunctionDecl]
    public var initializers: [FunctionDecl]
    public var deinitializer: FunctionDecl?
    public let range: SourceRange

    public init(name: String, kind: TypeKind, inherited: [String], properties: [PropertyDecl],
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
