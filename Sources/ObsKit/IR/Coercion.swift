/// What a declared type does to a stored value in a dynamically typed interpreter: `Double` makes integer
/// literals doubles (`let w: Double = 4` prints `4.0`), as Swift's literal typing would; arrays, tuples,
/// dictionaries and optionals convert their parts; `Int??` keeps two levels; `Box<Int>` names the
/// generic arguments of a value made without them.
indirect enum Coercion: Sendable {
    case none
    case toDouble
    case toFloat
    /// A fixed-width integer type other than Int (`UInt8`, `Int32`), by name.
    case toInteger(String)
    /// `[T]`: the elements convert; a String becomes its characters.
    case array(Coercion)
    /// Element coercions, and the labels a declared tuple type gives (`-> (min: Int, max: Int)`).
    case tuple([Coercion], labels: [String?])
    /// `Set<Element>`: an array literal made a set, its members converted as the element type asks.
    case toSet(Coercion)
    /// `Unicode.Scalar`: a string literal of one scalar becomes one.
    case toUnicodeScalar
    /// `let sizes: [NSNumber] = [5, 2.5]`: Foundation's NSNumber is expressible by number and Boolean literals.
    case toNSNumber
    /// `Character`: a string literal of one character becomes one (`let c: Character = "a"`, `[Character]`).
    case toCharacter
    /// A string literal where a `Substring` is declared (`var rest: Substring = "abc"`).
    case toSubstring
    /// `AnyHashable`: the value is boxed (`let keys: [AnyHashable] = [1, "1"]`).
    case toAnyHashable
    /// `T?`, `T??`: the value wrapped until it has `depth` levels (nil stays the outermost nil).
    case optional(depth: Int, Coercion)
    /// `[K: V]` whose values convert.
    case dictionaryValues(Coercion)
    /// `Box<Int>`: a value of a generic type made without its arguments gets these.
    case genericArguments(String, [TypeRef])
    /// `(Form) -> Error?`: a closure stored or passed as this type converts its results (`{ _ in .bad }`
    /// gives `Optional(.bad)`).
    case functionResult(Coercion)
    /// A tuple type with one `repeat` among its elements (`(repeat (each T)?)`, `(Int, repeat each T)`): the
    /// elements before and after it convert by theirs, every element of the expansion by its pattern's.
    case packTuple(prefix: [Coercion], each: Coercion, suffix: [Coercion])
    /// `ClosedRange<Double>`, `Range<UInt8>`: the bounds convert (`0...100` passed as a `ClosedRange<Double>`).
    case rangeBounds(Coercion)

    /// Whether the coercion converts nothing a stored value of its type can hold: `[Int]`'s, `[Item]`'s (it
    /// only makes a String into its characters, and a String is not what such a property holds). A property
    /// with such a type changes in place (`store.items.append(x)`, issue 14: amortised O(1)).
    var keepsValuesAsTheyAre: Bool {
        switch self {
        case .none: return true
        case .array(let element), .dictionaryValues(let element): return element.isNone
        default: return false
        }
    }

    /// `T?` of a `T` whose values stay as they are (`var head: Node?`): a value changed in place is wrapped again
    /// when it is stored back (`storedForm`), so such a property changes in place too (`isKnownUniquelyReferenced(&list.head)`
    /// sees the property's reference only).
    var isOneOptionalLevel: Bool {
        if case .optional(depth: 1, let inner) = self { return inner.keepsValuesAsTheyAre }
        return false
    }

    /// The floating-point types whose literals and integer values become Doubles here (Float has its own).
    static let doubleNames: Set<String> = ["Double", "CGFloat", "TimeInterval", "Float64", "Float80"]
    static let floatNames: Set<String> = ["Float", "Float32"]
    /// Whether `name` is one of the library's number types (Int, Double, Float, UInt8...), not a script's.
    static func isLibraryNumber(_ name: String) -> Bool {
        name == "Int" || doubleNames.contains(name) || floatNames.contains(name) || IntKind.byName[name] != nil
    }
    /// The protocols that let a number literal stand for a generic parameter (`T: Numeric` returning `0`).
    static let numericLiteralProtocols: Set<String> = [
        "Numeric", "SignedNumeric", "AdditiveArithmetic", "BinaryInteger", "SignedInteger", "UnsignedInteger",
        "FixedWidthInteger", "FloatingPoint", "BinaryFloatingPoint", "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral",
    ]
    static let rangeNames: Set<String> = ["ClosedRange", "Range", "PartialRangeFrom", "PartialRangeThrough", "PartialRangeUpTo"]
    static let integerTypeNames: Set<String> = ["Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    /// The coercion a declared type asks for. `generics` are the generic parameters in scope: a type that
    /// names one (`Box<T>`) gives no generic arguments (the value's own are found when needed).
    init(_ type: TypeRef?, generics: Set<String> = []) {
        guard let type = type?.canonical else { self = .none; return }
        switch type {
        case .named(let name, let arguments):
            if Self.doubleNames.contains(name) {
                self = .toDouble
            } else if Self.floatNames.contains(name) {
                self = .toFloat
            } else if Self.integerTypeNames.contains(name) {
                self = .toInteger(name)
            } else if name == "Set" {
                self = .toSet(arguments.count == 1 ? Coercion(arguments[0], generics: generics) : .none)
            } else if name == "Unicode.Scalar" || name == "UnicodeScalar" {
                self = .toUnicodeScalar
            } else if name == "NSNumber" {
                self = .toNSNumber
            } else if name == "Character" {
                self = .toCharacter
            } else if name == "Substring" {
                self = .toSubstring
            } else if name == "AnyHashable" {
                self = .toAnyHashable
            } else if name == "Optional", arguments.isEmpty {
                // `-> Optional` in `extension Optional`: its own `Wrapped?`.
                self = .optional(depth: 1, .none)
            } else if Self.rangeNames.contains(name), arguments.count == 1, case let bound = Coercion(arguments[0], generics: generics),
                      !bound.isNone {
                self = .rangeBounds(bound)
            } else if !arguments.isEmpty, !generics.contains(where: { type.mentions($0) }), !type.mentions(TypeRef.unknown.nominalName!) {
                // (Not with a placeholder: `Result<_, Error>` takes what the value gives, SE-0315.)
                self = .genericArguments(name, arguments)
            } else if name == "AnyIterator", arguments.count == 1, case .tuple(_, let labels) = arguments[0], labels.contains(where: { $0 != nil }) {
                // `-> AnyIterator<(depth: Int, value: T)>`: the elements get their labels, whatever T stands for.
                self = .genericArguments(name, arguments)
            } else {
                self = .none
            }
        case .optional:
            self = .optional(depth: type.optionalDepth, Coercion(type.withoutOptionals, generics: generics))
        case .implicitlyUnwrapped(let wrapped):
            self = Coercion(wrapped, generics: generics)
        case .array(let element):
            // Even with nothing to do to the elements: a String arriving where an array is declared is read as its
            // characters (see `Value.coerced`).
            self = .array(Coercion(element, generics: generics))
        case .dictionary(_, let value):
            let inner = Coercion(value, generics: generics)
            self = inner.isNone ? .none : .dictionaryValues(inner)
        case .tuple(let elements, _) where elements.contains(where: \.isPackExpansion):
            self = Self.packTuple(elements, generics: generics)
        case .packExpansion:
            // `(repeat each T)` written alone: the tuple of the expansion's values.
            self = Self.packTuple([type], generics: generics)
        case .tuple(let elements, let labels):
            // Even an unlabeled tuple type converts: a labelled value stored there loses its labels.
            self = elements.isEmpty ? .none : .tuple(elements.map { Coercion($0, generics: generics) }, labels: labels)
        case .function(_, let result, _):
            let inner = Coercion(result, generics: generics)
            self = inner.isNone ? .none : .functionResult(inner)
        default:
            self = .none
        }
    }

    /// The coercion of a tuple type with a `repeat` among its elements; none with several (which elements
    /// each one gives is not known from the value).
    private static func packTuple(_ elements: [TypeRef], generics: Set<String>) -> Coercion {
        guard let at = elements.firstIndex(where: \.isPackExpansion), elements.filter(\.isPackExpansion).count == 1,
              case .packExpansion(let pattern) = elements[at] else { return .none }
        let prefix = elements[..<at].map { Coercion($0, generics: generics) }
        let suffix = elements[(at + 1)...].map { Coercion($0, generics: generics) }
        let each = Coercion(pattern, generics: generics)
        if each.isNone, prefix.allSatisfy(\.isNone), suffix.allSatisfy(\.isNone) { return .none }
        return .packTuple(prefix: prefix, each: each, suffix: suffix)
    }

    var isNone: Bool {
        if case .none = self { return true }
        return false
    }
}
