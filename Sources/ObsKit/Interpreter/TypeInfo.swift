/// A script type at run time: its layout (stored fields, each maybe wrapped) and its members, including
/// those added later by extensions, and its place in a class hierarchy or list of protocol conformances.
final class TypeInfo {
    enum WrapperKind: String {
        case state = "State", stateObject = "StateObject", observedObject = "ObservedObject", published = "Published"
        case binding = "Binding", bindable = "Bindable", environmentObject = "EnvironmentObject", environment = "Environment"
        case appStorage = "AppStorage", sceneStorage = "SceneStorage"

        /// Kept by key for the session, not by the view (`@AppStorage`, `@SceneStorage`).
        var isStorage: Bool { self == .appStorage || self == .sceneStorage }
    }

    /// A class, not a struct: fields are read on every member access, and copying a struct of this many
    /// references retained and released each of them (issue 14). It is immutable; an override's observers
    /// make a new one (`addingOverrideObservers`).
    final class StoredField {
        let name: String
        let wrapper: WrapperKind?
        /// A script's own `@propertyWrapper`: the attribute that names it, with its arguments (`@Clamped(0...10)`) and
        /// generic arguments (`@Clamped<Double>`).
        let customWrapper: Attribute?
        /// `@Logged @NonNegative var stock`: the wrappers inside `customWrapper`, outermost first (SE-0258's
        /// composition: the storage is `Logged<NonNegative<Int>>`, the value `_stock.wrappedValue.wrappedValue`).
        var innerWrappers: [Attribute] = []
        let isLet: Bool
        let isOptional: Bool
        let isLazy: Bool
        let isWeak: Bool
        /// `unowned`: held weakly, read as the object itself (a read after it is gone traps).
        let isUnowned: Bool
        /// `@ObservationIgnored` in an `@Observable` class.
        let isObservationIgnored: Bool
        /// The argument of `@Environment(...)`, `@AppStorage(...)` or `@SceneStorage(...)`.
        let environmentArgument: Expr?
        let typeName: String?
        /// The declared type (or the one a literal initializer gives), in structure.
        let type: TypeRef?
        let coercion: Coercion
        let initializer: Expr?
        let initializerFrameSize: Int
        let willSet: FunctionDecl?
        let didSet: FunctionDecl?
        let range: SourceRange
        /// The type that declared the field (a superclass, for inherited fields).
        unowned let owner: TypeInfo
        /// `trackedByObservableMacro`, worked out once (every read and write of a class's property asks; issue 14).
        lazy var isObservationTracked: Bool = trackedByObservableMacro
        /// `@ViewBuilder var content: Content`: the memberwise initializer takes a view-builder closure and stores
        /// the views it builds (as Swift's result-builder attribute on a stored property does).
        var buildsViews = false
        /// `@ViewBuilder let content: () -> Content`: the memberwise initializer's closure builds views when called.
        var closureBuildsViews = false

        /// Whether the declared type is one of the owner's generic parameters (`var value: Value` in `Box<Value>`).
        var isOfGenericParameterType: Bool {
            guard case .named(let name, let arguments)? = type, arguments.isEmpty else { return false }
            return owner.decl.genericParameters.contains { $0.name == name }
        }

        /// `box.value = 27` where `value: Value` holds a Double: the literal is a Double, as Swift types it from
        /// the parameter the instance binds (its generic arguments are not kept, so the value it replaces
        /// tells; a program that type-checks cannot put an Int there). Nil when nothing is to change.
        func literalRetyped(_ value: Value, replacing old: Value, bound: @autoclosure () -> [TypeRef]) -> Value? {
            guard case .int(let number) = value, isOfGenericParameterType else { return nil }
            if case .double = old.unwrapped ?? old { return .double(Double(number)) }
            // `Box<Double>(2)`: the instance's spelled generic arguments, when it has them.
            let generics = bound()
            if case .named(let name, _)? = type, let position = owner.decl.genericParameters.firstIndex(where: { $0.name == name }),
               position < generics.count, case .named(let argument, [])  = generics[position], Coercion.doubleNames.contains(argument) {
                return .double(Double(number))
            }
            return value.retyped(like: old.unwrapped ?? old)
        }

        /// Observers added by subclasses (`override var x { didSet { ... } }`), the most derived first.
        let overrideObservers: [(willSet: FunctionDecl?, didSet: FunctionDecl?)]

        init(name: String, wrapper: WrapperKind?, customWrapper: Attribute?, isLet: Bool,
             isOptional: Bool, isLazy: Bool, isWeak: Bool, isUnowned: Bool, isObservationIgnored: Bool,
             environmentArgument: Expr?, typeName: String?, type: TypeRef?, coercion: Coercion, initializer: Expr?,
             initializerFrameSize: Int, willSet: FunctionDecl?, didSet: FunctionDecl?, range: SourceRange, owner: TypeInfo,
             overrideObservers: [(willSet: FunctionDecl?, didSet: FunctionDecl?)] = []) {
            self.name = name
            self.wrapper = wrapper
            self.customWrapper = customWrapper
            self.isLet = isLet
            self.isOptional = isOptional
            self.isLazy = isLazy
            self.isWeak = isWeak
            self.isUnowned = isUnowned
            self.isObservationIgnored = isObservationIgnored
            self.environmentArgument = environmentArgument
            self.typeName = typeName
            self.type = type
            self.coercion = coercion
            self.initializer = initializer
            self.initializerFrameSize = initializerFrameSize
            self.willSet = willSet
            self.didSet = didSet
            self.range = range
            self.owner = owner
            self.overrideObservers = overrideObservers
        }

        /// This field with a subclass's `override var x { willSet/didSet }` observers in front of its own.
        func addingOverrideObservers(willSet: FunctionDecl?, didSet: FunctionDecl?) -> StoredField {
            var field = StoredField(name: name, wrapper: wrapper, customWrapper: customWrapper, isLet: isLet, isOptional: isOptional,
                        isLazy: isLazy, isWeak: isWeak, isUnowned: isUnowned, isObservationIgnored: isObservationIgnored,
                        environmentArgument: environmentArgument, typeName: typeName, type: type, coercion: coercion,
                        initializer: initializer, initializerFrameSize: initializerFrameSize, willSet: self.willSet,
                        didSet: self.didSet, range: range, owner: owner,
                        overrideObservers: [(willSet, didSet)] + overrideObservers)
            field.innerWrappers = innerWrappers
            return field
        }

        /// Every observer of the field, the most derived class's first, its own declaration's last.
        var observers: [(willSet: FunctionDecl?, didSet: FunctionDecl?)] {
            guard willSet != nil || didSet != nil || !overrideObservers.isEmpty else { return [] }
            return overrideObservers + (willSet != nil || didSet != nil ? [(willSet, didSet)] : [])
        }

        /// Wrapped by a built-in wrapper or one of the script's own (`@Clamped`).
        var isWrapped: Bool { wrapper != nil || customWrapper != nil }
        /// `_count`, where a wrapped property's storage lives (StorageName).
        var storageName: String { StorageName.of(name) }
        /// How `print`, `dump` and the inspector name the field: its storage, if wrapped (as Swift does).
        var printedName: String { isWrapped ? storageName : name }

        /// The field as Swift's reflection sees it (`print`, `dump`, `Mirror`): a `lazy var` is its storage,
        /// `$__lazy_storage_$_name`, an optional that stays nil until the first read.
        func reflected(_ stored: Value) -> (label: String, value: Value) {
            guard isLazy else { return (printedName, stored) }
            if case .uninitialized = stored { return ("$__lazy_storage_$_" + name, .none) }
            return ("$__lazy_storage_$_" + name, .optional(stored))
        }
    }

    /// A computed property: getter, and setter if settable.
    struct Computed {
        var getter: FunctionDecl
        var setter: FunctionDecl?
        /// An init accessor: what assignments in the type's own initializers run.
        var initAccessor: FunctionDecl?
    }

    let decl: TypeDecl
    let source: SourceText
    let name: String
    var kind: TypeKind { decl.kind }
    let superclass: TypeInfo?
    var fields: [StoredField] = [] { didSet { membersChanged() } }
    private(set) var fieldIndex: [String: Int] = [:]
    /// The fields' names in order, for `index(ofField:)`'s scan.
    private var fieldNames: [String] = []
    var computed: [String: Computed] = [:] {
        didSet {
            membersChanged()
            if !hasMutatingGetters, computed.values.contains(where: { $0.getter.isMutating }) { hasMutatingGetters = true }
        }
    }
    /// Whether one of its own computed properties has a `mutating get` (a read that changes the struct).
    private(set) var hasMutatingGetters = false
    var methods: [String: FunctionDecl] = [:] { didSet { membersChanged() } }
    var staticMethods: [String: FunctionDecl] = [:] { didSet { membersChanged() } }
    /// Every declaration of a method name with several (overloads, constrained extensions' variants);
    /// `methods` and `staticMethods` hold the last declared, for names with one.
    var methodVariants: [String: [FunctionDecl]] = [:]
    var staticVariants: [String: [FunctionDecl]] = [:]
    /// Computed properties declared again in constrained extensions (`where Self: Equatable`).
    var computedVariants: [String: [Computed]] = [:]
    /// The same for static computed properties (`extension S where Self: Equatable { static var size: Int }`).
    var staticComputedVariants: [String: [Computed]] = [:]
    /// Inherited stored properties a computed `override var` replaces (in this class or a superclass).
    var overriddenFields: Set<String> = []
    /// `override var unit: String { didSet { ... } }` over an inherited computed property: its observers, by name.
    var computedObservers: [String: (willSet: FunctionDecl?, didSet: FunctionDecl?)] = [:]
    var staticComputed: [String: Computed] = [:]
    /// Static stored properties: their declarations, and their values once first read (Swift's are lazy).
    var staticDeclarations: [String: PropertyDecl] = [:]
    /// The text each was declared in (an extension's, for one an extension declares): where its errors point.
    var staticDeclarationSources: [String: SourceText] = [:]
    var staticValues: [String: Value] = [:]
    var subscripts: [SubscriptDecl] = []
    var initializers: [FunctionDecl] = []
    /// The initializers a call of this type may reach (its own, and those it inherits), as of the
    /// interpreter's `initializerGeneration`: worked out once, not on every construction.
    var usableInitializers: (generation: Int, list: [(FunctionDecl, TypeInfo)])?
    var nested: [String: Value] = [:]
    var conformances: [String] { didSet { membersChanged() } }
    /// The requirements of a conformance a constrained extension declared (`extension Array: P where
    /// Element: P`), by protocol: it holds for a value only when they do.
    var conformanceConditions: [String: [Requirement]] = [:]
    /// Enum cases in declaration order, with their raw values.
    var cases: [EnumCaseDecl] = []
    var rawValues: [String: Value] = [:] { didSet { membersChanged() } }
    var isObservableObject: Bool { conforms(to: "ObservableObject") }
    /// A `Shape` is a view too (SwiftUI's Shape refines View): the library draws it (rules §15.22).
    var isView: Bool { conforms(to: "View") || isShape }
    /// A `Shape` of the script's (`struct Triangle: Shape { func path(in:) }`): a view the library draws.
    var isShape: Bool { kind != .protocol && (conforms(to: "Shape") || conforms(to: "InsettableShape")) }
    /// Per field: the thunk of a `@StateObject`'s default value; one per declaration, capturing nothing.
    private(set) var thunks: [AutoClosure?] = []
    /// The synthesized memberwise initializer's parameters (structs without an explicit `init`).
    private(set) var memberwiseParameters: [Parameter] = []
    /// Back to the interpreter, for `deinit` bodies; weak so types don't keep the session alive.
    weak var interpreter: Interpreter?
    /// The session's release of long chains of objects (shared by its types; kept while any object is).
    let releaser: DeepRelease
    /// The interpreter's `memberGeneration` (shared storage).
    private let memberCounter: GenerationCounter
    /// Protocols by name, to find default implementations (set by the interpreter).
    var protocolLookup: ((String) -> TypeInfo?)? { didSet { membersChanged() } }

    init(decl: TypeDecl, name: String, source: SourceText, superclass: TypeInfo?, interpreter: Interpreter) {
        self.decl = decl
        self.name = name
        self.source = source
        self.superclass = superclass
        self.interpreter = interpreter
        releaser = interpreter.releaser
        memberCounter = interpreter.memberCounter
        self.conformances = decl.inherited.filter { $0 != superclass?.name }
        // A new type may take the place (and the address) of one an answer was remembered for.
        interpreter.memberGeneration &+= 1
    }

    /// What instances answer may have changed: answers remembered for any type are out of date.
    private func membersChanged() { interpreter?.memberGeneration &+= 1 }

    /// Sets the stored fields (inherited ones first) and what derives from them.
    func setFields(_ fields: [StoredField]) {
        self.fields = (superclass?.fields ?? []) + fields
        fieldIndex = [:]
        for (position, field) in self.fields.enumerated() { fieldIndex[field.name] = position }
        fieldNames = self.fields.map(\.name)
        thunks = self.fields.map { field in
            guard field.wrapper == .stateObject, let initializer = field.initializer else { return nil }
            return AutoClosure(expr: initializer, frame: nil, source: field.owner.source)
        }
        memberwiseParameters = self.fields.compactMap { field in
            if field.isLet && field.initializer != nil { return nil }
            // Environment properties get their values from the environment, not from the initializer.
            if field.wrapper == .environment || field.wrapper == .environmentObject || field.wrapper?.isStorage == true { return nil }
            // A wrapper of the script's own with no arguments may have an `init()` that makes it (checked
            // when the instance is made).
            let hasDefault = field.initializer != nil || (field.isOptional && !field.isLet)
                || (field.customWrapper.map { $0.arguments.isEmpty || $0.arguments.contains { $0.label == "wrappedValue" } } ?? false)
                || madeByAttributeAlone(field)
            var parameter = Parameter(label: field.name, name: field.name,
                                      defaultValue: hasDefault ? Expr(.nilLiteral, field.range) : nil,
                                      isAutoclosure: field.wrapper == .stateObject || wrapsAutoclosure(field), isInout: false)
            parameter.isOptional = field.isOptional
            parameter.isViewBuilder = field.buildsViews
            // A closure property with a default takes a trailing closure (`CardView(card: c) { ... }` for `var onRemove:
            // (() -> Void)? = nil`, SE-0286's forward scan): the matching needs to know it takes a function.
            if case .function? = field.type?.withoutOptionals { parameter.type = field.type }
            return parameter
        }
    }

    /// `@Lazy var value: S` where `Lazy`'s `init(wrappedValue: @autoclosure () -> Value)`: the memberwise
    /// initializer's parameter is an autoclosure too, so `Holder(value: S())` makes the `S` inside the wrapper's init.
    private func wrapsAutoclosure(_ field: StoredField) -> Bool {
        guard let custom = field.customWrapper, field.innerWrappers.isEmpty,
              case .type(let wrapper)? = interpreter?.globalValue(custom.name) else { return false }
        return wrapper.initializers.contains { $0.parameters.first?.label == "wrappedValue" && $0.parameters.first?.isAutoclosure == true }
    }

    /// `@Setting(key: "name", defaultValue: "guest") var name: String` where `Setting` has no
    /// `init(wrappedValue:...)`: the attribute's arguments make the wrapper, so the memberwise
    /// initializer need not be given the property (Swift gives its parameter that default).
    private func madeByAttributeAlone(_ field: StoredField) -> Bool {
        guard field.initializer == nil, let custom = field.customWrapper, !custom.arguments.isEmpty,
              case .type(let wrapper)? = interpreter?.globalValue(custom.name) else { return false }
        return !wrapper.initializers.contains { $0.parameters.first?.label == "wrappedValue" }
    }

    /// Read on every member access: for a type of a few fields, a scan (comparing short names by their
    /// bits) is cheaper than hashing the name (bench/protocols.swift, bench/structs.swift). The last field
    /// of a name wins, as in `fieldIndex`.
    func index(ofField name: String) -> Int? {
        guard fieldNames.count <= 8 else { return fieldIndex[name] }
        var position = fieldNames.count
        while position > 0 {
            position -= 1
            if fieldNames[position] == name { return position }
        }
        return nil
    }

    /// The superclass as an instance of this class (written `ref`) binds it: `Container<Int>` for a `Sorted<Int>`
    /// declared `class Sorted<T: Comparable>: Container<T>` (its generic arguments, as `dump` and Mirror name it).
    func boundSuperclass(of ref: TypeRef) -> TypeRef? {
        guard let superclass else { return nil }
        let written = decl.inheritedTypes.first { inherited in
            if case .named(let name, _) = inherited { return name == superclass.name || name == superclass.decl.name }
            return false
        } ?? .named(superclass.name, [])
        guard case .named(_, let arguments) = ref, !arguments.isEmpty else { return written }
        return written.substituting(Dictionary(zip(decl.genericParameters.map(\.name), arguments), uniquingKeysWith: { first, _ in first }))
    }

    /// Where a member of a value of this type is looked for, nearest first: the type, its superclasses, then
    /// the protocols each of them conforms to (and those protocols' own), each protocol once.
    var memberLookupOrder: [TypeInfo] {
        var order: [TypeInfo] = []
        var visited: Set<String> = []
        func protocols(of info: TypeInfo) {
            for conformance in info.conformances where visited.insert(conformance).inserted {
                if let proto = info.protocolLookup?(conformance) {
                    order.append(proto)
                    protocols(of: proto)
                }
                // What a library protocol refines has its extensions' members too (`extension SetAlgebra` reaches an OptionSet).
                for refined in Interpreter.libraryRefinements[conformance] ?? [] where visited.insert(refined).inserted {
                    guard let proto = info.protocolLookup?(refined) else { continue }
                    order.append(proto)
                    protocols(of: proto)
                }
            }
        }
        var current: TypeInfo? = self
        while let info = current {
            order.append(info)
            current = info.superclass
        }
        current = self
        while let info = current {
            protocols(of: info)
            current = info.superclass
        }
        return order
    }

    // MARK: lookup through superclasses and protocol extensions

    /// Whether the type adopts `protocolName`, itself, through a superclass or through a protocol that refines it.
    /// Kept while no script type changed, as `method(_:)` keeps its answers (an enum's `==` asks several times).
    func conforms(to protocolName: String) -> Bool {
        if let known = conformanceMemo.answer(protocolName, generation: memberCounter.value) { return known.holds }
        let found = findConformance(to: protocolName)
        conformanceMemo.keep(LookupMemo.Answer(holds: found), for: protocolName, generation: memberCounter.value)
        return found
    }

    private func findConformance(to protocolName: String) -> Bool {
        if conformances.contains(protocolName) { return true }
        if let dot = protocolName.lastIndex(of: "."), conformances.contains(String(protocolName[protocolName.index(after: dot)...])),
           name.hasPrefix(protocolName[...dot]) {
            // `struct Rect: Shape` inside `Outer`, asked about `Outer.Shape`: the name as written in the scope that declares both.
            return true
        }
        // `where Self: AnyObject`: every class meets it, with or without saying so.
        if protocolName == "AnyObject" { return kind == .class }
        // The `@Observable` macro adds `extension M: Observable` (a subclass inherits it).
        if protocolName == "Observable" || protocolName == "Observation.Observable", isObservableClass { return true }
        if let superclass, superclass.conforms(to: protocolName) { return true }
        return conformances.contains {
            Interpreter.libraryRefinements[$0]?.contains(protocolName) == true || protocolLookup?($0)?.conforms(to: protocolName) ?? false
        }
    }

    func lookup<T>(_ table: (TypeInfo) -> T?) -> T? {
        var type: TypeInfo? = self
        while let current = type {
            if let found = table(current) { return found }
            type = current.superclass
        }
        var visited: Set<String> = []
        func searchProtocols(of type: TypeInfo) -> T? {
            for name in type.conformances where visited.insert(name).inserted {
                if let proto = protocolLookup?(name), let found = table(proto) ?? searchProtocols(of: proto) { return found }
                // A library protocol's extension reaches types that adopt a protocol refining it (`extension Sequence`'s
                // members on a script's RandomAccessCollection).
                for refined in Interpreter.libraryRefinementsInOrder[name] ?? [] where visited.insert(refined).inserted {
                    if let proto = protocolLookup?(refined), let found = table(proto) ?? searchProtocols(of: proto) { return found }
                }
            }
            return type.superclass.flatMap(searchProtocols)
        }
        return searchProtocols(of: self)
    }

    /// A method by name, on the type, a superclass or a protocol extension. The last answer is kept while no
    /// script type's members changed (issue 14: a loop calls one method of a type many times, and comparing
    /// a name costs far less than hashing it for each table the lookup visits; bench/protocols.swift).
    func method(_ name: String) -> FunctionDecl? {
        if let known = methodMemo.answer(name, generation: memberCounter.value) { return known.declaration }
        let found = lookup { $0.methods[name] }
        methodMemo.keep(LookupMemo.Answer(declaration: found), for: name, generation: memberCounter.value)
        return found
    }
    /// The last few answers of `method(_:)`, `staticMethod(_:)` and `conforms(to:)` (a loop's body asks a few).
    private var methodMemo = LookupMemo()
    private var staticMethodMemo = LookupMemo()
    private var conformanceMemo = LookupMemo()
    func computedProperty(_ name: String) -> Computed? { lookup { $0.computed[name] } }
    /// A static method by name (an operator's `==`, asked at every comparison), kept as `method(_:)` keeps its answers.
    func staticMethod(_ name: String) -> FunctionDecl? {
        if let known = staticMethodMemo.answer(name, generation: memberCounter.value) { return known.declaration }
        let found = lookup { $0.staticMethods[name] }
        staticMethodMemo.keep(LookupMemo.Answer(declaration: found), for: name, generation: memberCounter.value)
        return found
    }
    func staticComputedProperty(_ name: String) -> Computed? { lookup { $0.staticComputed[name] } }
    func subscriptDecl() -> SubscriptDecl? { lookup { $0.subscripts.first } }

    /// A computed property's getter, declared on the type, a superclass or a protocol extension.
    func computedGetter(_ name: String) -> FunctionDecl? { computedProperty(name)?.getter }

    /// Whether instances answer `name` (for `self.name` written without `self.`).
    func hasInstanceMember(_ name: String) -> Bool {
        if name == "rawValue", !rawValues.isEmpty { return true }
        if index(ofField: name) != nil || method(name) != nil || computedProperty(name) != nil { return true }
        if let property = StorageName.property(of: name), let index = index(ofField: property) {
            return fields[index].isWrapped
        }
        return false
    }

    func hasStaticMember(_ name: String) -> Bool {
        staticMethod(name) != nil || staticComputedProperty(name) != nil || staticDeclarations[name] != nil
            || nested[name] != nil || cases.contains { $0.name == name }
            // A superclass's static stored property (`category` in a `class func` run on a subclass).
            || (superclass?.hasStaticMember(name) ?? false)
    }

    func location(_ range: SourceRange) -> SourceLocation {
        SourceLocation(source: source, range: range)
    }

    /// Where the stored field `name` (or its storage `_name`) is declared.
    func fieldLocation(_ name: String) -> SourceLocation? {
        let plain = name.first == "_" ? StorageName.property(of: name) ?? name : name
        return fieldIndex[plain].map { SourceLocation(source: fields[$0].owner.source, range: fields[$0].range) }
    }
}

/// A counter several objects read and bump (the interpreter's `memberGeneration`).
final class GenerationCounter {
    var value = 0
}

/// The last few answers of one lookup of a type, by name, oldest first: current while the interpreter's
/// `memberGeneration` has not moved (any script type made or changed forgets them all). Comparing a few names
/// costs less than the lookup through superclasses and protocols it saves (issue 14; bench/protocols.swift).
/// Reading and keeping are separate calls, so a lookup that asks another type in turn is not inside either.
/// Not generic: in a debug build, generic code copies every answer through witness tables.
struct LookupMemo {
    /// An answer: a declaration found (or nil), or a yes or no.
    struct Answer {
        var declaration: FunctionDecl?
        var holds = false
    }

    private var entries: [(name: String, answer: Answer)] = []
    private var generation = -1
    private static let size = 4

    /// The kept answer for `name`, or nil when there is none for this generation.
    func answer(_ name: String, generation now: Int) -> Answer? {
        guard generation == now else { return nil }
        for entry in entries where entry.name == name { return entry.answer }
        return nil
    }

    mutating func keep(_ answer: Answer, for name: String, generation now: Int) {
        if generation != now {
            entries.removeAll(keepingCapacity: true)
            generation = now
        }
        if entries.count == Self.size { entries.removeFirst() }
        entries.append((name, answer))
    }
}
