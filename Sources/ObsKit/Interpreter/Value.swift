/// A runtime value of the interpreter: an enum, never `Any`. Script classes are `ScriptObject`s, so
/// Swift's ARC decides their lifetimes; structs are `StructValue`s with value semantics.
enum Value {
    case void
    case uninitialized
    case none
    /// `Optional.some`: a value in an optional context (`var a: Int? = 3` holds `.optional(.int(3))`).
    indirect case optional(Value)
    case bool(Bool)
    case int(Int)
    case double(Double)
    /// `Int8`...`Int64`, `UInt`, `UInt8`...`UInt64` (SizedInteger.swift).
    case sized(SizedInt)
    case float(Float)
    case string(String)
    /// A `Character` (an element of a String, `let c: Character = "a"`): printed, compared and hashed as the
    /// one-character String it spells, but of its own type (`type(of:)`, `is Character`, extensions' constraints).
    case character(Character)
    case array([Value])
    case tuple(TupleValue)
    case dictionary(OrderedDictionary)
    case set(OrderedSet)
    /// A case of a script enum, with its associated values.
    indirect case enumCase(EnumValue)
    case keyPath(KeyPathValue)
    /// The storage of a `weak var` or a `[weak x]` capture: reads give the object or nil.
    case weak(WeakReference)
    /// A local captured by a closure, inside its frame slot (never seen outside the frame).
    case box(CaptureBox)
    /// `a..<b` and `a...b` over Int.
    case range(lower: Int, upper: Int, closed: Bool)
    case object(ScriptObject)
    case structValue(StructValue)
    case closure(Closure)
    /// A top-level `func`.
    case function(FunctionDecl)
    /// Several declarations of one name (and maybe the library's function of that name): calls choose.
    case overloads(OverloadSet)
    /// An `@autoclosure` argument: an expression evaluated later in the frame that made it.
    case autoclosure(AutoClosure)
    case boundMethod(BoundMethod)
    case builtin(BuiltinFunction)
    case type(TypeInfo)
    case builtinType(String)
    /// A composite type as a value (`[Int].self`, `Box<Int>.self`, `Int?.self`); plain script and library
    /// types are `.type` and `.builtinType`.
    case metatype(TypeRef)
    /// A member of a built-in type the interpreter treats as inert data (`Color.red`, `.center`).
    case symbol(String)
    case view(ViewValue)
    /// The storage of a wrapped property (`_count`): State, StateObject, ObservedObject, Published.
    indirect case wrapper(WrapperValue)
    case publisher(ObservableObjectPublisher)
    /// A library object with its own members (Combine publishers and subjects, tasks, ...).
    case native(any NativeObject)
    case cancellable(AnyCancellable)
}

/// A library reference type implemented in Swift (a Combine subject, a Task handle): it answers its own
/// members, so each lives in one file named after the Apple type it simulates.
protocol NativeObject: AnyObject {
    var typeName: String { get }
    /// How `print` shows it; the type name unless the object says otherwise.
    var printedForm: String { get }
    /// The member `name` (a property's value, or a method as a `.builtin`), or nil if there is none.
    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value?
    /// Sets the property `name` (`subject.value = 3`); false if it has no settable property by that name.
    func setMember(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Bool
}

extension NativeObject {
    var printedForm: String { typeName }

    func setMember(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Bool {
        false
    }
}

/// A library object that can be called like a function (`Task { ... }`).
protocol NativeCallable: NativeObject {
    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value
}

struct StructValue {
    let type: TypeInfo
    var fields: [Value]
    /// The generic arguments of a value of a generic type (`Box<Int>`), once known.
    var generics: [TypeRef] = []
}

/// A closure value: its code and the frame it captured.
final class Closure {
    let decl: ClosureDecl
    /// The boxes of the variables the closure uses, in the order of `decl.captures`.
    let captures: [CaptureBox]
    /// Passed to a `@ViewBuilder` parameter: its statements build views.
    var buildsViews = false
    /// Passed to a parameter marked with a result builder: its statements are combined by it.
    var resultBuilder: TypeInfo?
    /// The result type of the builder-marked parameter it was passed to (`@B _ f: () -> Int`): it chooses among
    /// `buildFinalResult` overloads that differ by their result.
    var builtResultType: TypeRef?
    /// What the function type it was stored or passed as does to its results (`() -> Int?` wraps them).
    var resultCoercion: Coercion?

    init(decl: ClosureDecl, captures: [CaptureBox]) {
        self.decl = decl
        self.captures = captures
    }
}

/// An `@autoclosure` argument. `frame` is nil for a property's default value, which captures nothing:
/// two such thunks from the same declaration compare equal (rules §2 rule 5).
final class AutoClosure {
    let expr: Expr
    let frame: Frame?
    let source: SourceText

    init(expr: Expr, frame: Frame?, source: SourceText) {
        self.expr = expr
        self.frame = frame
        self.source = source
    }

    /// Whether this thunk, from the same code as `other`, captured other values (a `StateObject(wrappedValue:
    /// VM(id: id))` in an init given another `id`). Thunks without a frame capture nothing. A thunk it holds
    /// (a property wrapper's `make` handed on to `StateObject`) differs only where what it would make from
    /// differs, so `@Owned var note = Note()` made again on each render is the same input every time.
    func differs(from other: AutoClosure, depth: Int = 0) -> Bool {
        guard let frame, let otherFrame = other.frame, expr.range == other.expr.range,
              frame.header.count == otherFrame.header.count else { return false }
        return (1..<max(1, frame.header.count)).contains { slot in
            let mine = frame.read(slot), theirs = otherFrame.read(slot)
            if case .autoclosure(let inner) = mine, case .autoclosure(let otherInner) = theirs, depth < 8 {
                return inner !== otherInner && inner.differs(from: otherInner, depth: depth + 1)
            }
            return !Equality.compareValues(mine, theirs)
        }
    }
}

/// `instance.method` used as a value.
final class BoundMethod {
    let receiver: Value
    let function: FunctionDecl
    let type: TypeInfo

    init(receiver: Value, function: FunctionDecl, type: TypeInfo) {
        self.receiver = receiver
        self.function = function
        self.type = type
    }
}

extension Value {
    /// An optional, with a value or nil.
    var isOptionalOrNil: Bool {
        switch self {
        case .optional, .none: return true
        default: return false
        }
    }

    /// A String or a Character: text that joins into a String (`String(characters)`).
    var isText: Bool {
        switch self {
        case .string, .character: return true
        default: return false
        }
    }

    var isNone: Bool {
        if case .none = self { return true }
        return false
    }

    var isArray: Bool {
        if case .array = self { return true }
        return false
    }

    /// An array, or a half-open Int range (its indices are its elements): index arithmetic is Int arithmetic.
    var hasIntIndices: Bool {
        switch self {
        // A ClosedRange's positions are offsets, as an array's (Stdlib/RangeIndices.swift).
        case .array, .range: return true
        default: return false
        }
    }

    var isDictionary: Bool {
        if case .dictionary = self { return true }
        return false
    }

    var isEnumCase: Bool {
        if case .enumCase = self { return true }
        return false
    }

    /// The value for an optional context (`T?`): nil and optionals stay as they are, others are wrapped.
    var asOptional: Value {
        switch self {
        case .none, .optional: return self
        default: return .optional(self)
        }
    }

    /// The value converted as a declared type requires (integer literals to `Double`, optionals to
    /// their declared depth, labels of tuples, generic arguments of values made without them).
    func coerced(_ coercion: Coercion) -> Value {
        switch (coercion, self) {
        case (.none, _): return self
        case (.optional(let depth, let inner), _): return wrapped(toDepth: depth, inner)
        case (.packTuple(let prefix, let each, let suffix), _): return coercedPack(prefix: prefix, each: each, suffix: suffix)
        case (.toAnyHashable, .native(is AnyHashableValue)): return self
        // An optional too becomes one AnyHashable (of what it holds: AnyHashableValue.init).
        case (.toAnyHashable, _): return .native(AnyHashableValue(self))
        case (_, .optional(let wrapped)): return .optional(wrapped.coerced(coercion))
        case (.toDouble, .int(let number)): return .double(Double(number))
        case (.toFloat, .int(let number)): return .float(Float(number))
        case (.toFloat, .double(let number)): return .float(Float(number))
        case (.toInteger(let name), .int(let number)):
            // A value that does not fit stays an Int (Swift rejects such a literal at compile time), except a
            // negative one into an unsigned type: `~(1 << 3) as UInt8` is a mask whose literals Swift types as
            // UInt8, computed here as an Int whose low bits are the mask.
            guard let kind = IntKind.byName[name] else { return self }
            if let sized = SizedInt.exactly(number, kind: kind) { return .sized(sized) }
            if number < 0, kind.signed != kind || kind == .uint { return .sized(SizedInt.truncating(number, kind: kind)) }
            return self
        case (.array(let element), .array(let elements)): return element.isNone ? self : .array(elements.map { $0.coerced(element) })
        case (.array, .string(let text)):
            // `func f<S: Sequence>(_ s: S) -> [S.Element] { s.filter { ... } }` given a String: Swift calls
            // Sequence's `filter`, which makes an array; the interpreter reached String's, which makes a String.
            // An array type declared for the result tells which one a type-checked program called.
            return .array(text.map { .character($0) })
        case (.tuple(let parts, let labels), .tuple(var tuple)) where parts.count == tuple.elements.count:
            // `let t: (left: Int, right: Int) = (right: 5, left: 3)`: Swift shuffles labeled elements into place.
            if tuple.labels != labels, let order = Self.shuffle(from: tuple.labels, to: labels) {
                tuple.elements = order.map { tuple.elements[$0] }
            }
            tuple.elements = zip(tuple.elements, parts).map { $0.coerced($1) }
            tuple.labels = labels
            return .tuple(tuple)
        case (.dictionaryValues(let valueCoercion), .dictionary(var dictionary)):
            dictionary.values = dictionary.values.map { $0.coerced(valueCoercion) }
            return .dictionary(dictionary)
        case (.toUnicodeScalar, .string(let text)) where text.unicodeScalars.count == 1:
            return .native(UnicodeScalarValue(text.unicodeScalars.first!))
        case (.toNSNumber, .int), (.toNSNumber, .double), (.toNSNumber, .bool):
            return NSNumberType.number(self).map { .native(NSNumberValue($0)) } ?? self
        case (.toCharacter, .string(let text)) where text.count == 1:
            return .character(text.first!)
        case (.toSubstring, .string(let text)):
            return .substring(text[...])
        case (.toSet(let member), .array(let elements)):
            var set = OrderedSet()
            for element in elements { set.insert(member.isNone ? element : element.coerced(member)) }
            return .set(set)
        case (.toSet(let member), .set(let set)) where !member.isNone:
            var converted = OrderedSet()
            for element in set.members { converted.insert(element.coerced(member)) }
            return .set(converted)
        case (.rangeBounds(let bound), .range(let lower, let upper, let closed)):
            let (newLower, newUpper) = (Value.int(lower).coerced(bound), Value.int(upper).coerced(bound))
            if case .int = newLower, case .int = newUpper { return self }
            return .native(RangeValue(lower: newLower, upper: newUpper, closed: closed))
        case (.rangeBounds(let bound), .native(let range as RangeValue)):
            return .native(RangeValue(lower: range.lower?.coerced(bound), upper: range.upper?.coerced(bound), closed: range.closed))
        case (.genericArguments(let name, let arguments), _):
            return withGenericArguments(arguments, ifNamed: name)
        case (.functionResult(let result), .closure(let closure)) where closure.resultCoercion == nil:
            let converting = Closure(decl: closure.decl, captures: closure.captures)
            converting.buildsViews = closure.buildsViews
            converting.resultBuilder = closure.resultBuilder
            converting.builtResultType = closure.builtResultType
            converting.resultCoercion = result
            return .closure(converting)
        default: return self
        }
    }

    /// Where each of `target`'s labels is among `source`'s, when both label every element with the same labels in
    /// another order; nil otherwise (no shuffle: unlabeled elements keep their places).
    private static func shuffle(from source: [String?], to target: [String?]) -> [Int]? {
        guard source.count == target.count, !source.contains(nil), !target.contains(nil), Set(source) == Set(target),
              Set(source).count == source.count else { return nil }
        return target.map { label in source.firstIndex(of: label)! }
    }

    /// An optional of `depth` levels (`Int??` is 2): a nil keeps the levels of `.some` written around it
    /// (`.some(.none)` as an `Int???` is `Optional(nil)`); other values are wrapped as often as their own
    /// levels fall short.
    private func wrapped(toDepth depth: Int, _ inner: Coercion) -> Value {
        var levels = 0
        var core = self
        while case .optional(let wrapped) = core {
            levels += 1
            core = wrapped
        }
        if case .none = core {
            return Value.none.wrapping(levels)
        }
        return core.coerced(inner).wrapping(max(levels, depth))
    }

    /// The value inside `count` levels of `.some`.
    func wrapping(_ count: Int) -> Value {
        var result = self
        for _ in 0..<count { result = .optional(result) }
        return result
    }

    /// The same value with generic arguments, when it is an instance of the generic type `name` made
    /// without them (`let t: Tree<Int> = .leaf`).
    func withGenericArguments(_ arguments: [TypeRef], ifNamed name: String) -> Value {
        switch self {
        case .structValue(var value) where value.generics.isEmpty && value.type.name == name:
            value.generics = arguments
            return .structValue(value)
        case .enumCase(var value) where value.generics.isEmpty && value.type.name == name:
            value.generics = arguments
            value.payload = value.payloadOfBoundTypes()
            return .enumCase(value)
        case .object(let object) where object.generics.isEmpty && object.type.name == name:
            object.generics = arguments
            return self
        case .native(let iterator as IteratorValue) where iterator.typeName == name && iterator.elementType == nil && arguments.count == 1:
            iterator.elementType = arguments[0]
            return self
        case .range(let lower, let upper, let closed) where name == (closed ? "ClosedRange" : "Range"):
            // `let r: ClosedRange<UInt8> = 97...101`: the literals are of the bound type.
            guard arguments.count == 1, case .named(let bound, []) = arguments[0], let kind = IntKind.byName[bound],
                  let lower = SizedInt.exactly(lower, kind: kind), let upper = SizedInt.exactly(upper, kind: kind) else { return self }
            return .native(RangeValue(lower: .sized(lower), upper: .sized(upper), closed: closed))
        default:
            return self
        }
    }

    /// The same instance of a generic type with these arguments, whatever it was made with.
    func replacingGenericArguments(_ arguments: [TypeRef]) -> Value {
        switch self {
        case .structValue(var value):
            value.generics = []
            return Value.structValue(value).withGenericArguments(arguments, ifNamed: value.type.name)
        case .enumCase(var value):
            value.generics = []
            return Value.enumCase(value).withGenericArguments(arguments, ifNamed: value.type.name)
        case .object(let object):
            object.generics = arguments
            return self
        default:
            return self
        }
    }

    /// What a `weak` variable stores for `value`: a weak reference to its object (or to nothing).
    static func weakHolding(_ value: Value) -> Value {
        if case .object(let object) = value.unwrapped ?? Value.none { return .weak(WeakReference(object)) }
        return .weak(WeakReference(nil))
    }

    /// The wrapped value, or nil for `nil`. Non-optional values pass through (typing is dynamic).
    var unwrapped: Value? {
        switch self {
        case .none: return nil
        case .optional(let wrapped): return wrapped
        default: return self
        }
    }

    /// The name of the value's type, as Swift's diagnostics spell it.
    var typeName: String {
        switch self {
        case .void: return "()"
        case .uninitialized: return "<uninitialized>"
        case .none: return "Optional"
        case .optional(let wrapped): return wrapped.typeName + "?"
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .sized(let number): return number.kind.name
        case .float: return "Float"
        case .string: return "String"
        case .character: return "Character"
        case .array(let elements): return "[\(elements.first?.typeName ?? "Any")]"
        case .tuple(let tuple): return "(" + tuple.elements.map(\.typeName).joined(separator: ", ") + ")"
        case .dictionary: return "Dictionary"
        case .set: return "Set"
        case .enumCase(let value): return value.type.name
        case .keyPath: return "KeyPath"
        case .box(let box): return box.value.typeName
        case .weak(let reference): return (reference.object?.type.name ?? "AnyObject") + "?"
        case .range(_, _, let closed): return closed ? "ClosedRange<Int>" : "Range<Int>"
        case .object(let object): return object.type.name
        case .structValue(let value): return value.type.name
        case .closure, .function, .autoclosure, .boundMethod, .builtin, .overloads: return "function"
        case .type(let type): return "\(type.name).Type"
        case .builtinType(let name): return "\(name).Type"
        case .metatype(let type): return "\(type.spelled).Type"
        case .symbol: return "symbol"
        case .view(let view): return view.typeName
        case .wrapper(let wrapper): return wrapper.typeName
        case .publisher: return "ObservableObjectPublisher"
        case .native(let object): return object.typeName
        case .cancellable: return "AnyCancellable"
        }
    }
}

extension Value {
    /// A method used as a value: bound to its receiver, or a set of overloads to choose from at the call.
    var isMethodReference: Bool {
        switch self {
        case .boundMethod, .overloads: return true
        default: return false
        }
    }
}
