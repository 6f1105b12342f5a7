/// A script type at run time: its layout (stored fields, each maybe wrapped) and its members.
public final class TypeInfo {
    public enum WrapperKind: String {
        case state = "State", stateObject = "StateObject", observedObject = "ObservedObject", published = "Published"
    }

    public struct StoredField {
        public let name: String
        public let wrapper: WrapperKind?
        public let isLet: Bool
        public let isOptional: Bool
        public let typeName: String?
        public let initializer: Expr?
        public let range: SourceRange
    }

    public let decl: TypeDecl
    public let source: SourceText
    public var name: String { decl.name }
    public var kind: TypeKind { decl.kind }
    public let fields: [StoredField]
    let fieldIndex: [String: Int]
    let computed: [String: FunctionDecl]
    let methods: [String: FunctionDecl]
    public let isObservableObject: Bool
    public let isView: Bool
    /// Per field: the thunk of a `@StateObject`'s default value; one per declaration, capturing nothing.
    let thunks: [AutoClosure?]
    /// The synthesized memberwise initializer's parameters (structs without an explicit `init`).
    let memberwiseParameters: [Parameter]
    /// Back to the interpreter, for `deinit` bodies; weak so types don't keep the session alive.
    weak var interpreter: Interpreter?

    init(decl: TypeDecl, source: SourceText, fields: [StoredField], interpreter: Interpreter) {
        self.decl = decl
        self.source = source
        self.fields = fields
        var index: [String: Int] = [:]
        for (position, field) in fields.enumerated() { index[field.name] = position }
        self.fieldIndex = index
        var computed: [String: FunctionDecl] = [:]
        for property in decl.properties { if let getter = property.getter { computed[property.name] = getter } }
        self.computed = computed
        self.methods = Dictionary(decl.methods.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.isObservableObject = decl.inherited.contains("ObservableObject")
        self.isView = decl.inherited.contains("View")
        self.interpreter = interpreter
        self.thunks = fields.map { field in
            guard field.wrapper == .stateObject, let initializer = field.initializer else { return nil }
            return AutoClosure(expr: initializer, frame: nil, source: source)
        }
        self.memberwiseParameters = fields.compactMap { field in
            if field.isLet && field.initializer != nil { return nil }
            let hasDefault = field.initializer != nil || (field.isOptional && !field.isLet)
            return Parameter(label: field.name, name: field.name,
                             defaultValue: hasDefault ? Expr(.nilLiteral, field.range) : nil,
                             isAutoclosure: field.wrapper == .stateObject, isInout: false)
        }
    }

    /// A computed property's getter, declared on the type or in an extension.
    func computedGetter(_ name: String) -> FunctionDecl? {
        computed[name]
    }

    func location(_ range: SourceRange) -> SourceLocation {
        SourceLocation(source: source, range: range)
    }

    /// Where the stored field `name` (or its storage `_name`) is declared.
    func fieldLocation(_ name: String) -> SourceLocation? {
        let plain = name.hasPrefix("_") ? String(name.dropFirst()) : name
        return fieldIndex[plain].map { location(fields[$0].range) }
    }
}
