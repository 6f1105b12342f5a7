/// In-place mutation of storage (`numbers.append(x)`, `a[i] = v`, `point.x += 1`): the value is taken out
/// of its storage while it is changed, so a uniquely held array is not copied (Swift's own `modify`).
extension Interpreter {
    func modify(_ target: Expr, _ frame: Frame, _ source: SourceText, _ body: (inout Value) throws -> Void) throws {
        switch target.kind {
        case .declaredAs(let inner, _):
            try modify(inner, frame, source, body)
        case .accessorVariable(let access):
            // Get, change, set: the setter or the observers see the whole new value.
            var value = try evaluate(target, frame, source)
            try body(&value)
            try asChangeInPlace { try assign(value, through: access, target.range, frame, source) }
        case .local(let slot):
            if case .box(let box) = frame[slot.index] {
                var value = exchange(&box.value, with: .uninitialized)
                defer { _ = exchange(&box.value, with: value) }
                try body(&value)
            } else {
                var value = frame.store(.uninitialized, at: slot.index)
                defer { _ = frame.store(value, at: slot.index) }
                try body(&value)
            }
        case .capture(let index) where frame.captures[index].ownership == .strong:
            let box = frame.captures[index]
            var value = exchange(&box.value, with: .uninitialized)
            defer { _ = exchange(&box.value, with: value) }
            try body(&value)
        case .global(let slot):
            guard globals.values[slot] != nil else {
                throw unknownName(globals.names[slot], target.range, source)
            }
            if globals.isConstant[slot] {
                if case .type? = globals.values[slot], var type = globals.values[slot] {
                    // A static subscript or member of a type: the type itself does not change.
                    try body(&type)
                    return
                }
                if case .object? = globals.values[slot], var reference = globals.values[slot] {
                    // `settings[keyPath: \.volume] += 4` on a `let` object: the change goes through the reference.
                    try body(&reference)
                    return
                }
                if case .native(is NativePointer)? = globals.values[slot], var pointer = globals.values[slot] {
                    // `p[0] = 1` with `let p`: the change goes to the memory the pointer points at.
                    try body(&pointer)
                    return
                }
                if case .structValue? = globals.values[slot], let held = globals.values[slot] {
                    // `handle["k"] = 4` on a `let` struct whose subscript or property has a `nonmutating set`: the
                    // setter changes what the struct refers to, and the struct itself stays as it was.
                    var changed = held
                    try body(&changed)
                    if Equality.compareValues(changed, held) { return }
                }
                throw runtimeError("cannot use mutating member on immutable value: '\(globals.names[slot])' is a 'let' constant", target.range, source)
            }
            var value = exchange(&globals.values[slot], with: .uninitialized) ?? .uninitialized
            defer { _ = exchange(&globals.values[slot], with: value) }
            try body(&value)
        case .subscriptCall(let baseExpr, let arguments) where arguments.count == 2 && arguments[0].label == nil && arguments[1].label == "default":
            // `counts[key, default: []].append(x)`: Dictionary's default is an autoclosure, evaluated only for a missing key.
            let key = try evaluate(arguments[0].value, frame, source)
            try modify(baseExpr, frame, source) { base in
                let present = if case .dictionary(let dictionary) = base { dictionary[key] != nil } else { false }
                let fallback = present ? Value.void : try evaluate(arguments[1].value, frame, source)
                try modifyElement(of: &base, [ArgumentValue(label: nil, value: key), ArgumentValue(label: "default", value: fallback)],
                                  target.range, source, body)
            }
        case .subscriptCall(let baseExpr, let arguments):
            let keys = try subscriptArguments(arguments, frame, source)
            try modify(baseExpr, frame, source) { base in try modifyElement(of: &base, keys, target.range, source, body) }
        case .member(let baseExpr, let name) where Self.isPlace(baseExpr) || Self.isElementOfPlace(baseExpr):
            if try modifyStoredProperty(name, of: baseExpr, frame, source, body) { return }
            try modifyThroughSetter(target, frame, source, body)
        default:
            try modifyThroughSetter(target, frame, source, body)
        }
    }

    /// Get, change, set: fields with wrappers, observers or a declared type to convert to go through their
    /// setters; the copy is the price of that.
    private func modifyThroughSetter(_ target: Expr, _ frame: Frame, _ source: SourceText, _ body: (inout Value) throws -> Void) throws {
        copiesThroughSetters &+= 1
        if case .member(let baseExpr, let name) = target.kind, case .member = baseExpr.kind, Self.isPlace(baseExpr),
           try storedValue(baseExpr, frame, source) == nil {
            // `bump(&h.p.twice)` with a computed `p`: one access to the base (its getter and setter once each), the
            // property changed in the value it gives, as Swift's modify does (as assignMember does for `=`).
            try changeInOneAccess(baseExpr, frame, source) { base in
                var value = try member(name, of: base, at: target.range, source)
                try body(&value)
                try asChangeInPlace { try setMember(name, on: &base, to: value, target.range, source) }
            }
            return
        }
        var value = try evaluate(target, frame, source)
        if case .object(let reference) = value {
            // A class instance changes through its reference (`target[keyPath: kp] = v` with `let target`):
            // the place still holds the same reference, so nothing is written back to it.
            try body(&value)
            if case .object(let after) = value, after === reference { return }
        } else if case .native(let pointer as NativePointer) = value {
            // `stack.storage[0] = 1`, `node.next.pointee = v`: the change goes to the memory the pointer points at.
            try body(&value)
            if case .native(let after) = value, after === pointer { return }
        } else {
            try body(&value)
        }
        try asChangeInPlace { try assign(value, to: target, frame, source) }
    }

    /// The store at the end of a change in place (`board.orders[0] = 2` stores `orders` again): Swift's
    /// `modify` accessor, so an `@Observable` property notifies even when the new value equals the old
    /// (rules §8.1: only a plain `=` of an equal value notifies nobody).
    func asChangeInPlace(_ store: () throws -> Void) rethrows {
        let wasPlain = plainAssignment
        plainAssignment = false
        defer { plainAssignment = wasPlain }
        try store()
    }

    /// `model.items.append(x)`, `self.rows[i].done = true`, `settings.names.sort()`: a plain stored property
    /// (no wrapper, observers, override or conversion; not an `@Observable` class's, whose setter tells its
    /// observers) is taken out of its object, or of its struct in place, while it changes, so a uniquely
    /// held array or string grows in place, as Swift's `modify` accessor lets it (issue 14: appending through a
    /// property was O(n) an append). False when the property needs its setter.
    private func modifyStoredProperty(_ name: String, of baseExpr: Expr, _ frame: Frame, _ source: SourceText,
                                      _ body: (inout Value) throws -> Void) throws -> Bool {
        // The base is read once to learn what holds the property; no copy of it outlives this. A base that runs code
        // to be read (a computed property on the way: `o.bounds.width += 1`) is not read twice: one access to it, its
        // getter and its setter once each, changes the property in the value it gives, as Swift's modify does.
        var object: ScriptObject?
        var structType: TypeInfo?
        do {
            // In a scope of its own: a copy of the base that outlived it would share what the base holds, and a
            // copy-on-write check in the change (`isKnownUniquelyReferenced`) would see two owners.
            guard let learned = try storedValue(baseExpr, frame, source) else {
                try changeInOneAccess(baseExpr, frame, source) { base in
                    var value = try member(name, of: base, at: baseExpr.range, source)
                    try body(&value)
                    try asChangeInPlace { try setMember(name, on: &base, to: value, baseExpr.range, source) }
                }
                return true
            }
            switch learned {
            case .object(let held): object = held
            case .structValue(let value): structType = value.type
            default: return false
            }
        }
        if let object, let box = publishedInPlace(name, of: object) {
            // `store.items.append(x)` on an `@Published var items` nobody subscribed to with `$items`: the
            // owner's objectWillChange first (rules §6), then the change, in place (issue 14: a copy per
            // append made this O(n)). With `$items` subscribers the setter runs, which hands them the new
            // value before it is stored.
            events.record(.willChange(objectID: object.id, className: object.type.name, property: name))
            try publishWillChange(object)
            var value = exchange(&box.value, with: .uninitialized)
            defer { box.value = value }
            try body(&value)
            return true
        }
        if let object {
            guard let index = plainStoredField(name, of: object.type), !isUninitialized(object.fields[index]) else { return false }
            let field = object.type.fields[index]
            var value = exchange(&object.fields[index], with: .uninitialized)
            defer { _ = exchange(&object.fields[index], with: storedForm(value, of: field)) }
            try body(&value)
            return true
        }
        guard let type = structType, let index = plainStoredField(name, of: type) else { return false }
        var handled = false
        try modify(baseExpr, frame, source) { base in
            guard case .structValue(var structValue) = base, structValue.type === type,
                  !isUninitialized(structValue.fields[index]) else { return }
            base = .uninitialized
            defer { base = .structValue(structValue) }
            var value = exchange(&structValue.fields[index], with: .uninitialized)
            defer { structValue.fields[index] = storedForm(value, of: type.fields[index]) }
            handled = true
            try body(&value)
        }
        return handled
    }

    /// The storage of `@Published var name` when a change may modify it in place: no observers, no `$name`
    /// subscribers, not in the class's own init.
    private func publishedInPlace(_ name: String, of object: ScriptObject) -> PublishedBox? {
        guard let index = object.type.index(ofField: name), case .wrapper(.published(let box)) = object.fields[index],
              box.subscribers.count == 0, object.type.fields[index].observers.isEmpty,
              !initializing.contains(where: { $0 === object.type }) else { return nil }
        return box
    }

    /// Changes the value `baseExpr` gives with one access to it (a computed property on the way runs its getter and
    /// its setter once each, as Swift's modify does). A class instance or a binding is changed through its reference:
    /// nothing above it is written back (its setter is nonmutating, so Swift reads the base only).
    func changeInOneAccess(_ baseExpr: Expr, _ frame: Frame, _ source: SourceText, _ change: (inout Value) throws -> Void) throws {
        struct ChangedThroughReference: Error {}
        do {
            try modify(baseExpr, frame, source) { base in
                try change(&base)
                switch base {
                case .object, .native(is BindingValue), .native(is ObjectWrapper): throw ChangedThroughReference()
                default: break
                }
            }
        } catch is ChangedThroughReference {}
    }

    /// The value of `expr` when reading it runs none of the script's code: a variable, or a stored property of one
    /// (SwiftUI's and Combine's wrappers answer their values; a computed property, a custom wrapper or an observed
    /// property runs code, and gives nil). An `@Observable` object's property read here is tracked as `evaluate` would.
    func storedValue(_ expr: Expr, _ frame: Frame, _ source: SourceText) throws -> Value? {
        switch expr.kind {
        case .local, .capture, .global: return variableValue(expr, frame)
        case .declaredAs(let inner, _): return try storedValue(inner, frame, source)
        case .member(let baseExpr, let name):
            guard let base = try storedValue(baseExpr, frame, source) else { return nil }
            let type: TypeInfo, fields: [Value]
            switch base {
            case .type(let outer):
                // `Outer.Inner`: a nested type.
                return scriptType(named: outer.name + "." + name).map { .type($0) }
            case .structValue(let value): (type, fields) = (value.type, value.fields)
            case .object(let object): (type, fields) = (object.type, object.fields)
            default: return nil
            }
            if name.first == "_", let plain = StorageName.property(of: name), let index = type.index(ofField: plain), type.fields[index].isWrapped {
                // `self._model`: a wrapper's own storage, read without running it.
                if case .object(let object) = base { observationAccess(object, type.fields[index]) }
                if case .uninitialized = fields[index] { return nil }
                return fields[index]
            }
            guard let index = type.index(ofField: name), !type.overriddenFields.contains(name) else { return nil }
            let field = type.fields[index]
            guard field.customWrapper == nil, field.observers.isEmpty, !field.isLazy, !field.isWeak, !field.isUnowned else { return nil }
            if case .object(let object) = base { observationAccess(object, field) }
            switch fields[index] {
            case .uninitialized: return nil
            case .wrapper(let wrapper): return try wrappedValue(wrapper, expr.range, source)
            case let value: return value
            }
        case .subscriptCall(let baseExpr, let arguments) where Self.isElementOfPlace(expr):
            // `rows[i]`: an array's element at a variable's or a literal's index (a script's subscript runs code).
            guard case .array(let elements)? = try storedValue(baseExpr, frame, source),
                  case .int(let position) = try evaluate(arguments[0].value, frame, source), elements.indices.contains(position) else { return nil }
            return elements[position]
        default: return nil
        }
    }

    /// The index of `name` when it is a stored property that a change may modify in place.
    func plainStoredField(_ name: String, of type: TypeInfo) -> Int? {
        guard let index = type.index(ofField: name), !type.isObservableClass, !type.overriddenFields.contains(name) else { return nil }
        let field = type.fields[index]
        guard !field.isWrapped, field.observers.isEmpty, !field.isLet, !field.isWeak, !field.isUnowned, !field.isLazy,
              field.coercion.keepsValuesAsTheyAre || field.coercion.isOneOptionalLevel else { return nil }
        return index
    }

    /// Whether reading `expr` has no effects (a variable, `self`, or a member of one), so it may be read twice.
    /// `rows[i]`, `store.rows[0]`: an element of a place, at a key that reading has no effects for (a variable
    /// or a literal), so it may be read twice.
    static func isElementOfPlace(_ expr: Expr) -> Bool {
        guard case .subscriptCall(let base, let arguments) = expr.kind, arguments.count == 1, arguments[0].label == nil,
              isPlace(base) || isElementOfPlace(base) else { return false }
        switch arguments[0].value.kind {
        case .int: return true
        default: return isPlace(arguments[0].value)
        }
    }

    static func isPlace(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .local, .capture, .global: return true
        case .member(let base, _), .declaredAs(let base, _): return isPlace(base)
        default: return false
        }
    }

    /// `array[i]`, `array[a...b]`, `dictionary[key]` (an optional), `dictionary[key, default: v]`.
    func subscriptGet(_ base: Value, _ keys: [Value], _ range: SourceRange, _ source: SourceText) throws -> Value {
        if keys.count == 1, case .builtin(let function) = keys[0], function.name == "...",
           case .native(let slice) = base, slice is SubstringValue || slice is ArraySliceValue {
            // `slice[...]`: a slice's whole is itself (a slice of a slice shares its base's indices).
            return base
        }
        if case .native(let object as NativeSubscript) = base {
            return try object.subscriptGet(keys, interpreter: self, range: range, source: source)
        }
        // A key path reads through itself, except as a dictionary's key (`dict[keyPath: p]` is applied by the caller).
        if keys.count == 1, case .keyPath(let keyPath) = keys[0], !base.isDictionary { return try apply(keyPath, to: base, range, source) }
        if keys.count == 1, case .builtin(let function) = keys[0], function.name == "..." {
            // `text[...]`, `list[...]`: the unbounded range, the whole value as a slice.
            if case .string(let text) = base { return .native(SubstringValue(text[...])) }
            if case .array(let elements) = base { return .native(ArraySliceValue(elements, startIndex: 0)) }
        }
        switch (base, keys.first) {
        case (.set(let set), .int(let position)?) where keys.count == 1:
            // `set[set.firstIndex(of: x)!]`: a set's index is its member's position here.
            guard set.members.indices.contains(position) else {
                throw runtimeError("Fatal error: Attempting to access Set elements using an invalid index", range, source)
            }
            return set.members[position]
        case (.array(let elements), .int(let index)?) where keys.count == 1:
            guard index >= 0 && index < elements.count else { throw runtimeError("Fatal error: Index out of range", range, source) }
            return elements[index]
        case (.array(let elements), .native(let index as DictionaryIndexValue)?) where keys.count == 1:
            // A dictionary's `keys` or `values` (arrays here, in its order) at a `Dictionary.Index`.
            guard index.position < elements.count else { throw runtimeError("Fatal error: Index out of range", range, source) }
            return elements[index.position]
        case (.array(let elements), .range?) where keys.count == 1,
             (.array(let elements), .native(is RangeValue)?) where keys.count == 1:
            let positions = try bounds(of: keys[0], count: elements.count, range, source)
            return .native(ArraySliceValue(Array(elements[positions]), startIndex: positions.lowerBound))
        case (.string(let text), let key?) where keys.count == 1:
            return try stringSubscript(text, key, range, source)
        case (.range(let lower, let upper, false), let key?) where keys.count == 1:
            return try halfOpenRangeSubscript(lower, upper, key, range, source)
        case (.range(let lower, let upper, true), let key?) where keys.count == 1:
            return try closedRangeSubscript(lower, upper, key, range, source)
        case (.dictionary(let dictionary), .native(let index as DictionaryIndexValue)?) where keys.count == 1:
            return try index.element(of: dictionary, self, range, source)
        case (.dictionary(let dictionary), let key?) where keys.count == 1:
            return dictionary[key].map { .optional($0) } ?? Value.none
        case (.dictionary(let dictionary), let key?) where keys.count == 2:
            // The only two-key subscript of Dictionary is `[key, default: value]`.
            return dictionary[key] ?? keys[1]
        default:
            throw runtimeError("value of type '\(base.typeName)' has no subscripts taking (\(keys.map(\.typeName).joined(separator: ", ")))", range, source)
        }
    }

    func subscriptSet(_ base: inout Value, _ keys: [Value], _ newValue: Value, _ range: SourceRange, _ source: SourceText) throws {
        if case .native(let slice as ArraySliceValue) = base {
            // A slice is a value: the change makes a new one (its base's indices kept), never touching a copy.
            base = .native(try slice.setting(keys, to: newValue, interpreter: self, range: range, source: source))
            return
        }
        if case .native(let data as DataValue) = base {
            base = .native(try data.setting(keys, to: newValue, interpreter: self, range: range, source: source))
            return
        }
        if case .native(let slice as CollectionSliceValue) = base {
            base = .native(try slice.setting(keys, to: newValue, interpreter: self, range: range, source: source))
            return
        }
        if case .native(let object as NativeSubscript) = base {
            try object.subscriptSet(keys, newValue, interpreter: self, range: range, source: source)
            return
        }
        if keys.count == 1, case .keyPath(let keyPath) = keys[0], !base.isDictionary {
            try set(keyPath.components[...], on: &base, to: newValue, range, source)
            return
        }
        // `if case` (not `switch`): no copy of `base` outlives the binding, so the buffer stays unique.
        if keys.count == 1, case .array(var elements) = base {
            let key = keys[0]
            base = .uninitialized
            defer { base = .array(elements) }
            if case .int(let index) = key {
                guard index >= 0 && index < elements.count else { throw runtimeError("Fatal error: Index out of range", range, source) }
                elements[index] = newValue
                return
            }
            if case .native(let index as DictionaryIndexValue) = key {
                // `scores.values[i] += 1` with `i` from `index(forKey:)`: the values are in the dictionary's order.
                guard index.position < elements.count else { throw runtimeError("Fatal error: Index out of range", range, source) }
                elements[index.position] = newValue
                return
            }
            if asRangeValue(key) != nil {
                let replaced = try bounds(of: key, count: elements.count, range, source)
                elements.replaceSubrange(replaced, with: try self.elements(of: newValue, range, source))
                return
            }
        } else if keys.count == 1 || keys.count == 2, case .dictionary(var dictionary) = base {
            base = .uninitialized
            // Stored values are plain: `dict[k] = v` stores v; `dict[k] = nil` removes k.
            dictionary[keys[0]] = newValue.unwrapped
            base = .dictionary(dictionary)
            return
        }
        if case .optional(var inner) = base {
            // `iuo[0] = 0` with `var iuo: [Int]!`: an implicitly unwrapped optional is unwrapped to be written (the
            // compiler check rejects this through a plain optional).
            base = .uninitialized
            defer { base = .optional(inner) }
            try subscriptSet(&inner, keys, newValue, range, source)
            return
        }
        if case .none = base, !keys.isEmpty {
            throw runtimeError("Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value", range, source)
        }
        throw runtimeError("cannot assign through subscript: '\(base.typeName)' has no settable subscript", range, source)
    }

    /// `value[keyPath: path]`, and `map(\.name)`.
    func apply(_ keyPath: KeyPathValue, to value: Value, _ range: SourceRange, _ source: SourceText) throws -> Value {
        if let root = keyPath.rootTypeName, let type = scriptType(of: value), scriptType(named: root) != nil, !type.isSubtype(of: root) {
            // `a[keyPath: anyKeyPath]` of another root's path: nil (only an AnyKeyPath can be applied to a value not its root's).
            return .none
        }
        var current = value
        var chained = false
        for component in keyPath.components {
            switch component {
            case .member("self"):
                continue
            case .member(let name):
                current = try member(name, of: current, at: range, source)
            case .optionalChain:
                chained = true
                guard let wrapped = current.unwrapped else { return .none }
                current = wrapped
            case .forceUnwrap:
                guard let wrapped = current.unwrapped else {
                    throw runtimeError("Fatal error: Unexpectedly found nil while unwrapping an Optional value", range, source)
                }
                current = wrapped
            case .subscriptInt(let index):
                // A script's own subscript first (`\Matrix.[0]`), as `base[0]` would choose.
                current = try subscriptGet(current, arguments: [ArgumentValue(label: nil, value: .int(index))], range, source)
            case .subscriptString(let key):
                current = try subscriptGet(current, arguments: [ArgumentValue(label: nil, value: .string(key))], range, source)
            case .subscriptValues(let given):
                current = try subscriptGet(current, arguments: given.arguments, range, source)
            case .subscriptArguments:
                obsInvariant("a key path value made without its subscript's arguments")
            }
        }
        return chained ? current.asOptional : current
    }

    /// Writes through a key path, in place: each component's part is read, changed by the rest of the path
    /// and written back (`\.company!.hq.city`, `\.tags["new"]`, `\.self`).
    func set(_ components: ArraySlice<KeyPathComponent>, on base: inout Value, to newValue: Value,
                     _ range: SourceRange, _ source: SourceText) throws {
        guard let component = components.first else {
            base = newValue
            return
        }
        let rest = components.dropFirst()
        switch component {
        case .member("self"):
            try set(rest, on: &base, to: newValue, range, source)
        case .member(let name):
            var value = newValue
            if !rest.isEmpty {
                var inner = try member(name, of: base, at: range, source)
                let reference: ScriptObject? = if case .object(let object) = inner { object } else { nil }
                try set(rest, on: &inner, to: newValue, range, source)
                // A class instance changes through its reference (`\.list.title` where `list` is a `let` of a class
                // type: a ReferenceWritableKeyPath): the property holding it is not written.
                if let reference, case .object(let after) = inner, after === reference { return }
                value = inner
            }
            try setMember(name, on: &base, to: value, range, source)
        case .forceUnwrap, .optionalChain:
            guard var inner = base.unwrapped else {
                if component == .optionalChain { return }
                throw runtimeError("Fatal error: Unexpectedly found nil while unwrapping an Optional value", range, source)
            }
            try set(rest, on: &inner, to: newValue, range, source)
            if case .optional = base { base = .optional(inner) } else { base = inner }
        case .subscriptInt, .subscriptString, .subscriptValues, .subscriptArguments:
            let arguments: [ArgumentValue]
            switch component {
            case .subscriptInt(let index): arguments = [ArgumentValue(label: nil, value: .int(index))]
            case .subscriptString(let text): arguments = [ArgumentValue(label: nil, value: .string(text))]
            case .subscriptValues(let given): arguments = given.arguments
            default: obsInvariant("a key path value made without its subscript's arguments")
            }
            var value = newValue
            if !rest.isEmpty {
                guard var inner = try subscriptGet(base, arguments: arguments, range, source).unwrapped else {
                    throw runtimeError("Fatal error: Unexpectedly found nil while unwrapping an Optional value", range, source)
                }
                try set(rest, on: &inner, to: newValue, range, source)
                value = inner
            }
            try subscriptSet(&base, arguments: arguments, value, range, source)
        }
    }

    /// `base.name = value` on a value held in Swift (a property wrapper's storage, a key path's root):
    /// stored fields through their setters, computed setters, in place for structs.
    func setMember(_ name: String, on base: inout Value, to value: Value, _ range: SourceRange, _ source: SourceText) throws {
        switch base {
        case .object(let object):
            if object.type.index(ofField: name) == nil, let setter = object.type.computedProperty(name)?.setter {
                _ = try call(setter, receiver: base, arguments: [ArgumentValue(label: nil, value: value)], type: object.type)
                return
            }
            var fields = object.fields
            if try setField(name, of: object.type, fields: &fields, to: value, receiver: base, owner: object, range, source) {
                _ = exchange(&object.fields, with: fields)
            }
        case .tuple(var tuple):
            // `pair[keyPath: \.x] = 10`: an element by its label or position.
            guard let index = tuple.labels.firstIndex(of: name) ?? Int(name), index >= 0, index < tuple.elements.count else {
                throw runtimeError("value of tuple type '\(base.typeName)' has no member '\(name)'", range, source)
            }
            tuple.elements[index] = value
            base = .tuple(tuple)
        case .structValue(var structValue):
            if structValue.type.index(ofField: name) == nil, let setter = structValue.type.computedProperty(name)?.setter {
                let newSelf = try call(setter, receiver: base, arguments: [ArgumentValue(label: nil, value: value)], type: structValue.type).newSelf
                if !setter.isNonmutating { base = newSelf }
                return
            }
            base = .uninitialized
            defer { base = .structValue(structValue) }
            try setField(name, of: structValue.type, fields: &structValue.fields, to: value, receiver: .structValue(structValue),
                         owner: nil, range, source)
        case .type(let type):
            // `Outer.Inner.count += 1`: a static of a nested type, reached through the outer one, which is not
            // written back into the outer type (a type is no storage).
            if case .type(let nested) = value, nested === scriptType(named: type.name + "." + name) { return }
            try assignStatic(name, of: type, value, range, source)
        case .metatype(.named(let typeName, _)) where scriptType(named: typeName) != nil:
            try assignStatic(name, of: scriptType(named: typeName)!, value, range, source)
        case .dictionary(let dictionary) where name == "values":
            base = try withValues(dictionary, value, range, source)
        case .native(let mutable as NativeMutable):
            // `components.host = "x"`: a library value type, changed into a new value.
            guard let changed = try mutable.setting(name, to: value, interpreter: self, range: range, source: source) else {
                throw runtimeError("cannot assign to property '\(name)' of a value of type '\(base.typeName)'", range, source)
            }
            base = changed
        case .native(let object) where try object.setMember(name, to: value, interpreter: self, range: range, source: source):
            // `binding.wrappedValue = 3`: set through the reference.
            return
        default:
            throw runtimeError("cannot assign to property '\(name)' of a value of type '\(base.typeName)'", range, source)
        }
    }

    /// The positions `a...b` or `a..<b` selects in a collection of `count` elements; out of bounds traps.
    /// `start`: the first index (a slice's `startIndex`, where `slice[..<i]` begins).
    func bounds(of key: Value, count: Int, start first: Int = 0, _ range: SourceRange, _ source: SourceText) throws -> Range<Int> {
        let start: Int, end: Int
        switch key {
        case .range(let lower, let upper, let closed):
            start = lower
            // `a[0...Int.max]`: Swift's `upperBound + 1` overflows (issue 10: never a trap of ObsREPL's own).
            guard !closed || upper < .max else { throw overflowError(range, source) }
            end = closed ? upper + 1 : upper
        case .native(let partial as RangeValue):
            // One-sided ranges (`a[2...]`, `a[..<2]`) reach to the collection's ends.
            guard case .int(let lower)? = partial.lower ?? .int(first), case .int(let upper)? = partial.upper ?? .int(count) else {
                throw runtimeError("an array is subscripted by a range of Int", range, source)
            }
            start = lower
            guard partial.upper == nil || !partial.closed || upper < .max else { throw overflowError(range, source) }
            end = partial.upper != nil && partial.closed ? upper + 1 : upper
        default:
            // `removeSubrange(5)`, say: a script can hand anything here (found by obsfuzz).
            throw runtimeError("an array is subscripted by a range of Int, not '\(key.typeName)'", range, source)
        }
        guard start >= 0, end <= count, start <= end else {
            throw runtimeError("Fatal error: Array index is out of range", range, source)
        }
        return start..<end
    }
}
