/// Value types of the standard library that hold other values.

struct TupleValue {
    var elements: [Value]
    /// Element labels (`(name: "a", count: 1)`); nil where unlabeled.
    var labels: [String?]
}

/// A case of a script enum: `Token.number(3)`.
struct EnumValue {
    let type: TypeInfo
    let caseName: String
    var payload: [Value]
    var payloadLabels: [String?]
    /// The generic arguments of a case of a generic enum (`Tree<Int>.leaf`), once known.
    var generics: [TypeRef] = []
}

/// `\Type.a.b?.c`: the member names to follow, and where optional chaining starts.
final class KeyPathValue {
    let rootTypeName: String?
    let components: [KeyPathComponent]

    init(rootTypeName: String?, components: [KeyPathComponent]) {
        self.rootTypeName = rootTypeName
        self.components = components
    }

    /// Key paths are Equatable and Hashable: the same path from the same root (a root left to inference,
    /// `\.name`, is taken to be the other's).
    func sameComponents(as other: KeyPathValue) -> Bool {
        components == other.components && (rootTypeName == nil || other.rootTypeName == nil || rootTypeName == other.rootTypeName)
    }
}

/// A weak reference to a script object (`weak var delegate`, `[weak self]`).
final class WeakReference {
    weak var object: ScriptObject?
    /// Made holding nil (`unowned var next: Node?` set to nil): a read gives nil, not the trap of an object gone.
    let heldNothing: Bool

    init(_ object: ScriptObject?) {
        self.object = object
        heldNothing = object == nil
    }
}

/// A hashable view of a value, for dictionary keys and set members (Hashable conformances).
struct HashKey: Hashable {
    let value: Value

    static func == (left: HashKey, right: HashKey) -> Bool {
        // Two AnyHashables by their own `==` (which tells a String from a Substring); one beside a plain key as its value.
        if case .native(let a as AnyHashableValue) = left.value, case .native(let b as AnyHashableValue) = right.value { return a.isEqual(to: b) ?? false }
        let (left, right) = (left.value.unboxedHashable, right.value.unboxedHashable)
        return ScriptHashing.equal(left, right) ?? Equality.compareValues(left, right)
    }

    func hash(into hasher: inout Hasher) { Self.hash(value.unboxedHashable, into: &hasher) }

    /// A value of a script type with its own `hash(into:)` hashes by it, also as a field, associated value or
    /// element of another (what Swift's synthesized `hash(into:)` does).
    private static func hash(_ value: Value, into hasher: inout Hasher) {
        switch value {
        case .structValue, .enumCase, .object:
            if let custom = ScriptHashing.hashValue(of: value) { return hasher.combine(custom) }
            if ScriptHashing.declaresEquality(value) { return hasher.combine(value.typeName) }
        default: break
        }
        switch value {
        case .int(let number): hasher.combine(number)
        // Numbers that compare equal across types (`1`, `1.0`, `Int8(1)` as AnyHashable) hash alike, as Swift's
        // AnyHashable makes them; else a set's answer would depend on the process's hash seed.
        case .double(let number): if let int = Int(exactly: number) { hasher.combine(int) } else { hasher.combine(number) }
        case .sized(let number): if let int = number.intValue { hasher.combine(int) } else { hasher.combine(number.bits) }
        case .float(let number): if let int = Int(exactly: number) { hasher.combine(int) } else { hasher.combine(Double(number)) }
        case .bool(let truth): hasher.combine(truth)
        case .string(let text): hasher.combine(text)
        // As the String it spells: a dictionary keyed by Characters is looked up with literals.
        case .character(let character): hasher.combine(String(character))
        case .optional(let wrapped): hash(wrapped, into: &hasher)
        case .none: hasher.combine(0)
        case .object(let object): hasher.combine(ObjectIdentifier(object))
        case .cancellable(let cancellable): hasher.combine(ObjectIdentifier(cancellable))
        // A case compares equal to the case written with no type (`.red`, a `.symbol`) and to the library's case of
        // that name: all hash by the name alone, as equal keys must hash alike (else a Dictionary of them traps).
        case .symbol(let name): hasher.combine(name)
        case .native(let value as NativeEnumCase): hasher.combine(value.caseName)
        case .enumCase(let value): hasher.combine(value.caseName)
        case .native(let object as NativeValue): object.hash(into: &hasher)
        case .structValue(let value): for field in value.fields { hash(field, into: &hasher) }
        case .tuple(let tuple): for element in tuple.elements { hash(element, into: &hasher) }
        case .type(let type): hasher.combine(ObjectIdentifier(type))
        case .builtinType(let name): hasher.combine(name)
        case .metatype(let type): hasher.combine(type.canonical)
        case .keyPath(let path): hasher.combine(path.components)
        default: hasher.combine(-1)
        }
    }
}

/// Swift's Dictionary, kept in insertion order so runs are repeatable (Swift's own order is per-process
/// random, so no program can rely on it).
struct OrderedDictionary {
    var keys: [Value] = []
    var values: [Value] = []
    private var index: [HashKey: Int] = [:]

    var count: Int { keys.count }

    subscript(key: Value) -> Value? {
        get { index[HashKey(value: key)].map { values[$0] } }
        set {
            let hashKey = HashKey(value: key)
            if let position = index[hashKey] {
                if let newValue { values[position] = newValue } else { remove(at: position) }
            } else if let newValue {
                index[hashKey] = keys.count
                keys.append(key)
                values.append(newValue)
            }
        }
    }

    private mutating func remove(at position: Int) {
        index[HashKey(value: keys[position])] = nil
        keys.remove(at: position)
        values.remove(at: position)
        for (key, slot) in index where slot > position { index[key] = slot - 1 }
    }
}

/// Swift's Set, kept in insertion order (see OrderedDictionary).
struct OrderedSet {
    var members: [Value] = []
    private var index: Set<HashKey> = []

    var count: Int { members.count }

    func contains(_ value: Value) -> Bool { index.contains(HashKey(value: value)) }

    @discardableResult
    mutating func insert(_ value: Value) -> Bool {
        guard index.insert(HashKey(value: value)).inserted else { return false }
        members.append(value)
        return true
    }

    @discardableResult
    mutating func remove(_ value: Value) -> Bool {
        guard index.remove(HashKey(value: value)) != nil else { return false }
        members.removeAll { HashKey(value: $0) == HashKey(value: value) }
        return true
    }
}

extension Value {
    /// The value as a tuple of `template`'s labels where that is the type expected (a closure's result that is
    /// `reduce`'s accumulator, `(sum: Int, count: Int)`, written `(a, b)`): a tuple of the same size takes them,
    /// element by element, as Swift converts it; anything else is left as it is.
    func relabeled(like template: Value) -> Value {
        guard case .tuple(let shape) = template, case .tuple(var tuple) = self, shape.elements.count == tuple.elements.count,
              shape.labels.contains(where: { $0 != nil }) || shape.elements.contains(where: { if case .tuple = $0 { true } else { false } })
        else { return self }
        tuple.labels = shape.labels
        tuple.elements = zip(tuple.elements, shape.elements).map { $0.relabeled(like: $1) }
        return .tuple(tuple)
    }
}

extension EnumValue {
    /// The associated values as the case declares them once the generic arguments are known: `.success(.failure(e))`
    /// made as a `Result<Result<Int, E>, E>` holds a `Result<Int, E>` (what it prints), `Wrap<Double>.one(1)` a 1.0.
    func payloadOfBoundTypes() -> [Value] {
        let parameters = type.decl.genericParameters.map(\.name)
        guard !payload.isEmpty, parameters.count == generics.count,
              let declared = type.cases.first(where: { $0.name == caseName })?.associatedTypes else { return payload }
        let bindings = Dictionary(zip(parameters, generics), uniquingKeysWith: { first, _ in first })
        return payload.enumerated().map { index, value in
            guard index < declared.count, parameters.contains(where: declared[index].mentions) else { return value }
            return value.coerced(Coercion(declared[index].substituting(bindings)))
        }
    }
}

/// The arguments of a key path's subscript component (`\[String].[i]`, `\Grid.[row: 1, column: 0]`), evaluated when
/// the path was made. Key paths are Hashable, so are these (Swift requires the arguments to be).
final class KeyPathSubscriptArguments: Hashable, @unchecked Sendable {
    let labels: [String?]
    let values: [Value]

    init(_ arguments: [Interpreter.ArgumentValue]) {
        labels = arguments.map(\.label)
        values = arguments.map(\.value)
    }

    var arguments: [Interpreter.ArgumentValue] {
        zip(labels, values).map { Interpreter.ArgumentValue(label: $0, value: $1) }
    }

    static func == (left: KeyPathSubscriptArguments, right: KeyPathSubscriptArguments) -> Bool {
        left.labels == right.labels && left.values.map(HashKey.init) == right.values.map(HashKey.init)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(labels)
        for value in values { hasher.combine(HashKey(value: value)) }
    }
}
