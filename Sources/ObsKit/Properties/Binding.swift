/// SwiftUI's `Binding`: a way to read and write someone else's storage. Faithful in what lessons see:
/// `$state` reads and writes the node's State location (reads through a child's `@Binding` are tracked
/// for that child, rules §9); `$model.name` writes the object (its `@Published` fires, or its
/// Observation notifies); `Binding(get:set:)` calls its closures; `.constant` ignores writes.
/// Left out: transactions and animations.
final class BindingValue: NativeObject, NativeSubscript {
    enum Source {
        case state(StateLocation)
        case object(ScriptObject, String)
        case closures(get: Value, set: Value)
        case constant(Value)
        /// `$binding.name`: a property of the value another binding holds.
        case member(BindingValue, String)
        /// `$items[i]`: an element of the collection another binding holds (also each row of `ForEach($items)`).
        case element(BindingValue, [Value])
        /// `$name` of an `@AppStorage`/`@SceneStorage` property.
        case storage(StorageWrapper)
        /// `$state` of a State not installed on a view: reads its initial value, ignores writes.
        case uninstalled(Value)
        /// `Binding($optional)` that was not nil when made (`init?(_ base: Binding<Value?>)`): reads the
        /// base's value unwrapped (a nil found later stops the program, as Apple's force-unwrap does).
        case unwrapped(BindingValue)
    }

    let source: Source
    /// The value when the binding was made (a `$state` binding compares equal to another of the same
    /// location while their snapshots are equal, rules §2 rule 5).
    let snapshot: Value?
    /// The view field a read through this binding is charged to, when it is not the field holding it (a
    /// `@Binding` inside a script's DynamicProperty: the view's field, rules §7.3).
    var reportedAs: String?
    /// A row's binding from `ForEach($items)`: SwiftUI's inlinable initializer makes it with `Binding(get:set:)` at
    /// each parent body, so it never equals the last one (rules §15.1).
    var alwaysDiffers = false

    init(_ source: Source, snapshot: Value? = nil) {
        self.source = source
        self.snapshot = snapshot
    }

    var typeName: String { "Binding" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        // Script code reading `$x.wrappedValue` runs the binding's getter, which reads the State: in a body, a
        // dependency, as reading `x` is (under the State's own name).
        case "wrappedValue": return try interpreter.read(self, cause: .own, range, source)
        case "projectedValue": return .native(self)
        case _ where try (name == "animation" || name == "transaction")
            && interpreter.scriptType(of: try interpreter.read(self, range, source))?.hasInstanceMember(name) != true:
            // `$flag.animation()`: the same binding, its writes animated (no animation here).
            return .builtin(BuiltinFunction(name) { [self] _, _, _, _ in .native(self) })
        default:
            // Dynamic member lookup: `$item.title` from a binding to an item. Making it reads the
            // property, as Binding's subscript does: an `@Observable` item's property becomes a dependency
            // of the body that makes it (rules §8, T4).
            let derived = try interpreter.derivedBinding(.member(self, name), range, source)
            if case .object = try interpreter.read(self, range, source) { _ = try interpreter.read(derived, range, source) }
            return .native(derived)
        }
    }

    /// `$items[i]`: a binding to the element (Binding's subscript through dynamic member lookup).
    func subscriptGet(_ keys: [Value], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        .native(try interpreter.derivedBinding(.element(self, keys), range, source))
    }

    func subscriptSet(_ keys: [Value], _ value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws {
        throw interpreter.runtimeError("cannot assign through subscript: a Binding's subscript gives a Binding (write $items[i].wrappedValue)", range, source)
    }

    func setMember(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Bool {
        guard name == "wrappedValue" else { return false }
        try interpreter.write(self, value, range, source)
        return true
    }

    /// rules §2.5: the same storage reached by the same path, carrying equal values (a `Binding(get:set:)` made
    /// in a body is never equal to another).
    func isEqual(to other: BindingValue) -> Bool {
        if alwaysDiffers || other.alwaysDiffers { return false }
        if case .constant(let a) = source, case .constant(let b) = other.source { return Equality.compareValues(a, b) }
        guard reachesSameStorage(as: other) else { return false }
        switch (snapshot, other.snapshot) {
        case (let x?, let y?): return Equality.compareValues(x, y)
        default: return true
        }
    }

    /// Whether both bindings reach the same storage by the same members and elements (rules §15.1).
    func reachesSameStorage(as other: BindingValue) -> Bool {
        switch (source, other.source) {
        case (.state(let a), .state(let b)): return a === b
        case (.object(let a, let p), .object(let b, let q)): return a === b && p == q
        case (.storage(let a), .storage(let b)): return a.location === b.location
        case (.member(let a, let p), .member(let b, let q)): return p == q && a.reachesSameStorage(as: b)
        case (.element(let a, let p), .element(let b, let q)):
            return p.count == q.count && zip(p, q).allSatisfy { Equality.compareValues($0, $1) } && a.reachesSameStorage(as: b)
        case (.unwrapped(let a), .unwrapped(let b)): return a.reachesSameStorage(as: b)
        default: return false
        }
    }

    /// The State location this binding reaches a part of (`$todos[1]`, `$todo.title`); nil for the whole of one.
    var partOfState: StateLocation? {
        switch source {
        case .member(let base, _), .element(let base, _), .unwrapped(let base):
            if case .state(let location) = base.source { return location }
            return base.partOfState
        default: return nil
        }
    }

    /// Whether the root of this binding is storage a read leaves as it is (a State, an `@AppStorage` key, an
    /// object's property): a binding made from one carries the value it reaches, as SwiftUI's `_value`.
    var carriesValue: Bool {
        switch source {
        case .state, .storage, .object: return true
        case .member(let base, _), .element(let base, _), .unwrapped(let base): return base.carriesValue
        case .closures, .constant, .uninstalled: return false
        }
    }
}

/// `Binding` as a type: `Binding(get:set:)`, `Binding($other)`, `Binding.constant(value)`.
final class BindingType: NativeCallable {
    var typeName: String { "Binding.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        // `Binding { order } set: { order = $0 }`: the first trailing closure, unlabeled, is `get`.
        let trailingGet = arguments.count == 2 && arguments[0].label == nil && arguments[1].label == "set" ? arguments[0].value : nil
        if let get = arguments.first(where: { $0.label == "get" })?.value ?? trailingGet,
           let set = arguments.first(where: { $0.label == "set" })?.value {
            // Made, it calls `get` once and keeps the value (rules §9.1): in a body, what the getter reads (a State,
            // an observed property) is read by the body, which then depends on it.
            let snapshot = try interpreter.invoke(get, [], range, source)
            return .native(BindingValue(.closures(get: get, set: set), snapshot: snapshot))
        }
        if arguments.count == 1, arguments[0].label == nil, case .native(let binding as BindingValue) = arguments[0].value {
            return try projecting(binding, interpreter: interpreter, range: range, source: source)
        }
        if let projected = arguments.first, projected.label == "projectedValue", case .native(let binding as BindingValue) = projected.value {
            return .native(binding)
        }
        throw interpreter.runtimeError("expected Binding(get:set:)", range, source)
    }

    /// `Binding(base)`. Apple declares three: `init?(_ base: Binding<Value?>)` (nil when the base holds nil,
    /// else the value unwrapped), `init<V>(_ base: Binding<V>) where Value == V?` and the AnyHashable one (the
    /// same storage seen as an optional or as AnyHashable: here the base itself, as values are not typed).
    /// A base that holds an optional takes the first: Swift picks it wherever an optional result is wanted
    /// (`if let`, `guard let`, `!`), and the second would make a `Binding<T??>`, which code hardly asks for.
    /// Apple's initializer reads the base's value, so a body that makes one depends on it (it shows the field once
    /// the optional gets a value).
    private func projecting(_ base: BindingValue, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        switch try interpreter.read(base, cause: .own, range, source) {
        case .none: return .none
        case .optional: return .optional(.native(BindingValue(.unwrapped(base))))
        default: return .native(base)
        }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        guard name == "constant" else { return nil }
        return .builtin(BuiltinFunction("constant") { interpreter, arguments, range, source in
            guard arguments.count == 1 else { throw interpreter.runtimeError("expected Binding.constant(value)", range, source) }
            return .native(BindingValue(.constant(arguments[0].value)))
        })
    }
}

extension Interpreter {
    /// Who a read through a binding is charged to.
    enum BindingRead {
        /// Library code (a text field showing its text, a presentation checking its flag): no dependency.
        case untracked
        /// The running body, under a field of its own (`_text`, its `@Binding`).
        case field(String)
        /// The running body, under the State's own name (the owner reading through `$x`).
        case own
    }

    /// Reads through a binding, recording the running body's dependency as `charge` says.
    func read(_ binding: BindingValue, cause given: BindingRead = .untracked, _ range: SourceRange, _ source: SourceText) throws -> Value {
        var charge = given
        if case .field = given, let reported = binding.reportedAs { charge = .field(reported) }
        if case .field(let name) = charge, let node = runningBody, let location = binding.partOfState {
            // A part of a State (a row's `$todos[1]`): the reader depends on that part only (rules §15.1).
            let value = try read(binding, range, source)
            location.recordRead(by: node, cause: name, partUnchanged: { [weak self] in
                guard let self, let now = try? self.read(binding, .synthesized, source) else { return false }
                return Equality.compareValues(now, value)
            })
            return value
        }
        switch binding.source {
        case .state(let location):
            if let node = runningBody {
                switch charge {
                case .untracked: break
                case .field(let name): location.recordRead(by: node, cause: name)
                case .own: location.recordRead(by: node, cause: location.fieldName)
                }
            }
            return location.value
        case .object(let object, let name):
            return try member(name, of: .object(object), at: range, source)
        case .closures(let get, _):
            return try invoke(get, [], range, source)
        case .constant(let value), .uninstalled(let value):
            return value
        case .member(let base, let name):
            return try member(name, of: try read(base, cause: charge, range, source), at: range, source)
        case .element(let base, let keys):
            return try subscriptGet(try read(base, cause: charge, range, source), keys, range, source)
        case .storage(let storage):
            if let node = runningBody, case .field(let name) = charge { storage.location.recordRead(by: node, cause: name) }
            return storage.value
        case .unwrapped(let base):
            switch try read(base, cause: charge, range, source) {
            case .optional(let value): return value
            case .none: throw runtimeError("Fatal error: Unexpectedly found nil while unwrapping an Optional value (the binding Binding(_:) made from an optional is read after the optional became nil)", range, source)
            case let value: return value
            }
        }
    }

    /// `$item.title`, `$items[i]`, a `ForEach($items)` row's binding: one more step from a binding, carrying the
    /// value it reaches when made if its root is storage (rules §15.1).
    func derivedBinding(_ path: BindingValue.Source, _ range: SourceRange, _ source: SourceText) throws -> BindingValue {
        let unvalued = BindingValue(path)
        guard unvalued.carriesValue else { return unvalued }
        return BindingValue(path, snapshot: try? read(unvalued, range, source))
    }

    /// Sets what a binding refers to (its State location, the object's property, its `set` closure).
    func write(_ binding: BindingValue, _ value: Value, _ range: SourceRange, _ source: SourceText) throws {
        switch binding.source {
        case .state(let location):
            writeState(StateWrapper(initial: .void, location: location), value.coerced(location.coercion))
        case .object(let object, let name):
            // The binding's setter assigns the property (`model.theme = newValue`): an equal value notifies no one.
            var target = Value.object(object)
            let wasPlain = plainAssignment
            plainAssignment = true
            defer { plainAssignment = wasPlain }
            try setMember(name, on: &target, to: value, range, source)
        case .closures(_, let set):
            _ = try invoke(set, [value], range, source)
        case .constant:
            break
        case .uninstalled:
            warn("Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.")
        case .member(let base, let name):
            var container = try read(base, range, source)
            try setMember(name, on: &container, to: value, range, source)
            try write(base, container, range, source)
        case .element(let base, let keys):
            var container = try read(base, range, source)
            try subscriptSet(&container, keys, value, range, source)
            try write(base, container, range, source)
        case .storage(let storage):
            writeStorage(storage.location, value)
        case .unwrapped(let base):
            try write(base, .optional(value), range, source)
        }
    }
}
