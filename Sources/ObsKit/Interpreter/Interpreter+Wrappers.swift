/// Property wrappers' wrapped and projected values, and the thunks of `@autoclosure` arguments.
extension Interpreter {
    // MARK: wrappers

    /// A wrapper's `wrappedValue`. `cause` is the field's storage name (`_text`), for the reads a view's
    /// body makes through its `@Binding`. `inClass`: the wrapper is a class's property, where SwiftUI installs
    /// nothing (an `@AppStorage` there reads the defaults and makes no view depend on the key, rules §15.14).
    func wrappedValue(_ wrapper: WrapperValue, cause: String? = nil, inClass: Bool = false, _ range: SourceRange, _ source: SourceText) throws -> Value {
        switch wrapper {
        case .state(let state):
            return state.value(updating: isUpdatingViews, charge: true)
        case .stateObject(let stateObject):
            if let object = stateObject.object { return object }
            warn("Accessing StateObject's object without being installed on a View. This will create a new instance each time.")
            return try force(stateObject.thunk, range, source)
        case .observedObject(let observed):
            return observed.object
        case .published(let box):
            return box.value
        case .binding(let binding):
            return try read(binding, cause: cause.map { .field($0) } ?? .untracked, range, source)
        case .bindable(let object):
            return object
        case .environmentObject(let typeName, let object):
            guard let object else {
                throw runtimeError("Fatal error: No ObservableObject of type \(typeName) found. A View.environmentObject(_:) for \(typeName) may be missing as an ancestor of this view.", range, source)
            }
            return object
        case .environment(let key, let value):
            // Read before the view is installed (in its init): the key's default, whatever is set above
            // ("will always read the default value", Xcode's runtime warning).
            if let value { return value }
            return try environmentValue(key, in: [:], range, source) ?? .none
        case .storage(let storage):
            if !inClass, let node = runningBody { storage.location.recordRead(by: node, cause: cause ?? storage.key) }
            return storage.value
        }
    }

    func projectedValue(_ wrapper: WrapperValue, name: String, owner: ScriptObject?, _ range: SourceRange, _ source: SourceText) throws -> Value {
        switch wrapper {
        case .published(let box):
            return .native(PublishedPublisher(box: box, owner: owner))
        case .state(let state):
            guard let location = state.location else {
                warn("Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.")
                return .native(BindingValue(.uninstalled(state.initial)))
            }
            return .native(BindingValue(.state(location), snapshot: state.value(updating: isUpdatingViews, charge: false)))
        case .binding(let binding):
            return .native(binding)
        case .stateObject, .observedObject, .bindable, .environmentObject:
            guard case .object(let object) = try wrappedValue(wrapper, range, source) else {
                throw runtimeError("'$\(name)' needs a class instance", range, source)
            }
            if case .bindable = wrapper { return .native(ObjectWrapper(object: object, isBindable: true)) }
            return .native(ObjectWrapper(object: object, isBindable: false))
        case .environment:
            throw runtimeError("'$\(name)': @Environment has no projected value", range, source)
        case .storage(let storage):
            return .native(BindingValue(.storage(storage), snapshot: storage.value))
        }
    }

    /// Runs an `@autoclosure` thunk.
    func force(_ thunk: Value, _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard case .autoclosure(let autoclosure) = thunk else { return thunk }
        let value = try evaluate(autoclosure.expr, autoclosure.frame ?? Frame.make(size: 0), autoclosure.source)
        // A thunk passed on as it is (a memberwise initializer's autoclosure argument, handed to its wrapper's
        // `init(wrappedValue: @autoclosure ...)`): Swift's code cannot make one (it must call an autoclosure to pass it on).
        if case .autoclosure = value { return try force(value, range, source) }
        return value
    }
}

extension Interpreter {
    /// A wrapper's `static subscript(_enclosingInstance:wrapped:storage:)`, which a class's wrapped
    /// property reads and writes through instead of `wrappedValue` (Swift's enclosing-self wrappers).
    func enclosingSelfSubscript(of storage: Value) -> (type: TypeInfo, getter: FunctionDecl, setter: FunctionDecl?)? {
        guard case .structValue(let wrapper) = storage,
              let found = subscriptCandidates(of: wrapper.type, isStatic: true)
                .first(where: { $0.getter.parameters.first?.label == "_enclosingInstance" }) else { return nil }
        return (wrapper.type, found.getter, found.setter)
    }

    /// The instance, and key paths to the property and to its storage (`\Owner.name`, `\Owner._name`).
    func enclosingSelfArguments(_ owner: ScriptObject, _ field: TypeInfo.StoredField) -> [ArgumentValue] {
        [ArgumentValue(label: "_enclosingInstance", value: .object(owner)),
         ArgumentValue(label: "wrapped", value: .keyPath(KeyPathValue(rootTypeName: owner.type.name, components: [.member(field.name)]))),
         ArgumentValue(label: "storage", value: .keyPath(KeyPathValue(rootTypeName: owner.type.name, components: [.member(field.storageName)])))]
    }
}
