/// The three equalities of the runtime: Swift's `==`, SwiftUI's `compareValues` for State writes, and
/// the view comparison that decides whether a child's body runs (rules §2).
enum Equality {
    /// `==` for types that are Equatable in Swift; nil when Swift would reject the comparison.
    static func equatable(_ left: Value, _ right: Value) -> Bool? {
        switch (left, right) {
        case (.optional(let a), .optional(let b)): return equatable(a, b)
        case (.optional, .none), (.none, .optional): return false
        case (.optional(let a), _): return equatable(a, right)
        case (_, .optional(let b)): return equatable(left, b)
        case (.int(let a), .int(let b)): return a == b
        case (.type(let a), .type(let b)): return a === b
        case (.builtinType(let a), .builtinType(let b)): return a == b
        case (.metatype(let a), .metatype(let b)): return a.canonical == b.canonical
        case (.builtinType(let name), .metatype(let type)), (.metatype(let type), .builtinType(let name)):
            // `type(of: ()) == Void.self`: a library type's name against the same type spelled as a metatype.
            return TypeRef.named(name, []).canonical == type.canonical
        case (.type, .builtinType), (.builtinType, .type), (.type, .metatype), (.metatype, .type):
            return false
        case (.double(let a), .double(let b)): return a == b
        case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(a) == b
        case (.sized(let a), .sized(let b)): return a == b
        case (.sized(let a), .int(let b)), (.int(let b), .sized(let a)): return Interpreter.order(a, b) == 0
        case (.float(let a), _): return right.floatOperand.map { a == $0 }
        case (_, .float(let b)): return left.floatOperand.map { $0 == b }
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.character(let a), .character(let b)): return a == b
        // A Character beside a string literal (`c == "a"`, `case "a":`): the literal is a Character there.
        case (.character(let a), .string(let b)), (.string(let b), .character(let a)): return String(a) == b
        case (.string(let a), .native(let b as SubstringValue)), (.native(let b as SubstringValue), .string(let a)): return Substring(a) == b.text
        case (.symbol(let a), .symbol(let b)): return a == b
        case (.keyPath(let a), .keyPath(let b)): return a.sameComponents(as: b)
        case (.range(let lower, let upper, let closed), .range(let otherLower, let otherUpper, let otherClosed)):
            return closed == otherClosed && lower == otherLower && upper == otherUpper
        case (.symbol(let a), .enumCase(let b)), (.enumCase(let b), .symbol(let a)): return b.payload.isEmpty && a == b.caseName
        case (.symbol(let a), .native(let b as NativeEnumCase)), (.native(let b as NativeEnumCase), .symbol(let a)):
            // A library enum's case against one written with no type (`completion == .finished`).
            return b.payload.isEmpty && a == b.caseName
        case (.symbol(let a), .native(let b as NativeSymbolMatching)), (.native(let b as NativeSymbolMatching), .symbol(let a)):
            return b.matches(symbol: a)
        case (.native(let style as FormatStyleValue), .native(let b as NativeEnumCase)), (.native(let b as NativeEnumCase), .native(let style as FormatStyleValue)):
            // `formatter.numberStyle == .percent`: the implicit member read as a format style where no type is known.
            return b.payload.isEmpty && style.name == b.caseName
        case (.native(let a as NativeEnumCase), .enumCase(let b)), (.enumCase(let b), .native(let a as NativeEnumCase)):
            guard a.caseName == b.caseName else { return false }
            return equatable(.tuple(TupleValue(elements: a.payload, labels: a.payload.map { _ in nil })),
                             .tuple(TupleValue(elements: b.payload, labels: b.payload.map { _ in nil })))
        case (.tuple(let a), .tuple(let b)):
            guard a.elements.count == b.elements.count else { return false }
            for (x, y) in zip(a.elements, b.elements) {
                guard let same = equatable(x, y) else { return nil }
                if !same { return false }
            }
            return true
        case (.dictionary(let a), .dictionary(let b)):
            guard a.count == b.count else { return false }
            for (key, value) in zip(a.keys, a.values) {
                guard let other = b[key], let same = equatable(value, other), same else { return false }
            }
            return true
        case (.set(let a), .set(let b)):
            return a.count == b.count && a.members.allSatisfy { b.contains($0) }
        case (.set(let a), .array(let literal)), (.array(let literal), .set(let a)):
            // `set == ["a", "b"]`: the literal is a Set there.
            var b = OrderedSet()
            for member in literal { b.insert(member) }
            return a.count == b.count && a.members.allSatisfy { b.contains($0) }
        case (.cancellable(let a), .cancellable(let b)): return a === b
        case (.native(let scalar as UnicodeScalarValue), .string(let text)), (.string(let text), .native(let scalar as UnicodeScalarValue)):
            // `view.first == "x"`: the literal is a Unicode.Scalar there.
            return text.unicodeScalars.count == 1 && text.unicodeScalars.first == scalar.scalar
        case (.native, .native): return nativeEqual(left, right)
        case (.native(let slice as ArraySliceValue), .array), (.array, .native(let slice as ArraySliceValue)):
            // `slice == [1, 2]`: the literal is an ArraySlice there.
            return equatable(.array(slice.elements), left.isArray ? left : right)
        case (.enumCase(let a), .enumCase(let b)) where a.type === b.type && isEquatable(a.type):
            // The type's own `==`, else the synthesized one: the case, then each associated value by its own `==`.
            if let own = ScriptHashing.equal(left, right) { return own }
            guard a.caseName == b.caseName, a.payload.count == b.payload.count else { return false }
            return zip(a.payload, b.payload).allSatisfy { equatable($0, $1) ?? compareValues($0, $1) }
        case (.structValue(let a), .structValue(let b)) where a.type === b.type && isEquatable(a.type):
            if let own = ScriptHashing.equal(left, right) { return own }
            return zip(a.fields, b.fields).allSatisfy { equatable($0, $1) ?? compareValues($0, $1) }
        case (.object, .object):
            // An Equatable class by its own `==` (an element, a field); else identity decides (`compareValues`).
            return ScriptHashing.equal(left, right)
        case (.none, .none), (.void, .void): return true
        case (.none, _), (_, .none): return false
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) {
                guard let same = equatable(x, y) else { return nil }
                if !same { return false }
            }
            return true
        default: return nil
        }
    }

    /// Declared Equatable (or a protocol refining it), or an enum without associated values, which Swift
    /// makes Equatable and Hashable by itself.
    static func isEquatable(_ type: TypeInfo) -> Bool {
        (type.kind == .enum && type.cases.allSatisfy { $0.associated == nil }) || type.conforms(to: "Equatable") || type.conforms(to: "Hashable") || type.conforms(to: "Comparable") || type.conforms(to: "OptionSet")
    }

    /// SwiftUI's `compareValues` as State uses it: values by value, class references by identity.
    /// Whether two values are the same bits: `compareValues` for most, and doubles by their bit patterns, so a
    /// NaN read twice is no change (it is never `==` to itself).
    static func sameBits(_ left: Value, _ right: Value) -> Bool {
        switch (left, right) {
        case (.double(let a), .double(let b)): return a.bitPattern == b.bitPattern
        case (.optional(let a), .optional(let b)): return sameBits(a, b)
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { sameBits($0, $1) }
        case (.tuple(let a), .tuple(let b)):
            return a.elements.count == b.elements.count && zip(a.elements, b.elements).allSatisfy { sameBits($0, $1) }
        default: return compareValues(left, right)
        }
    }

    static func compareValues(_ left: Value, _ right: Value) -> Bool {
        if let same = equatable(left, right) { return same }
        switch (left, right) {
        case (.optional(let a), .optional(let b)): return compareValues(a, b)
        case (.object(let a), .object(let b)): return a === b
        case (.structValue(let a), .structValue(let b)):
            return a.type === b.type && zip(a.fields, b.fields).allSatisfy { compareValues($0, $1) }
        case (.enumCase(let a), .enumCase(let b)):
            return a.type === b.type && a.caseName == b.caseName && a.payload.count == b.payload.count
                && zip(a.payload, b.payload).allSatisfy { compareValues($0, $1) }
        case (.tuple(let a), .tuple(let b)):
            return a.elements.count == b.elements.count && zip(a.elements, b.elements).allSatisfy { compareValues($0, $1) }
        // Collections of structs (which `equatable` leaves to this) compare element by element.
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { compareValues($0, $1) }
        case (.dictionary(let a), .dictionary(let b)):
            return a.count == b.count && zip(a.keys, a.values).allSatisfy { key, value in b[key].map { compareValues(value, $0) } ?? false }
        case (.keyPath(let a), .keyPath(let b)): return a.sameComponents(as: b)
        case (.native, .native): return sameLibraryObject(left, right)
        default: return false
        }
    }

    /// Library objects: environment actions by what they act on (a view gets a new one per update), bindings by
    /// their source, others by identity.
    static func sameLibraryObject(_ left: Value, _ right: Value) -> Bool {
        switch (left, right) {
        case (.native(let a as BindingValue), .native(let b as BindingValue)): return a.isEqual(to: b)
        case (.native(let a as DismissAction), .native(let b as DismissAction)): return a.target == b.target && a.endsSearch == b.endsSearch
        case (.native(let a as PresentationModeValue), .native(let b as PresentationModeValue)): return a.dismiss.target == b.dismiss.target
        case (.native(is OpenURLAction), .native(is OpenURLAction)): return true
        case (.native(let a as TimelineScheduleValue), .native(let b as TimelineScheduleValue)): return a.isSame(as: b)
        // `Just(5)` is a struct in Combine: two of the same value are the same.
        case (.native(let a as Just), .native(let b as Just)): return compareValues(a.output, b.output)
        case (.native(let a), .native(let b)): return a === b
        default: return false
        }
    }

    /// Whether a parent's new view value for a child equals the old one (rules §2): field by field;
    /// plain data by value, references by identity, closures that capture context never equal;
    /// wrappers by their stored parts (State: its initial value; StateObject: its thunk; ObservedObject:
    /// the reference).
    static func viewsEqual(_ left: Value, _ right: Value) -> Bool {
        switch (left, right) {
        case (.structValue(let a), .structValue(let b)):
            return a.type === b.type && zip(a.fields, b.fields).allSatisfy { viewsEqual($0, $1) }
        case (.object(let a), .object(let b)): return a === b
        case (.optional(let a), .optional(let b)): return viewsEqual(a, b)
        case (.closure(let a), .closure(let b)): return a === b || (a.decl === b.decl && !a.decl.capturesContext)
        case (.autoclosure(let a), .autoclosure(let b)): return a === b
        case (.function(let a), .function(let b)): return a === b
        case (.wrapper(let a), .wrapper(let b)): return wrappersEqual(a, b)
        case (.publisher(let a), .publisher(let b)): return a === b
        case (.native, .native): return sameLibraryObject(left, right)
        case (.boundMethod(let a), .boundMethod(let b)):
            // A static function captures nothing; a bound instance method captures its receiver.
            if case .type(let x) = a.receiver, case .type(let y) = b.receiver { return a.function === b.function && x === y }
            return false
        case (.view(let a), .view(let b)): return builtinViewsEqual(a, b)
        case (.uninitialized, .uninitialized): return true
        case (.array(let a), .array(let b)):
            // An array of Equatable elements is Equatable; another is a reference to its storage, compared by
            // identity (§2.3): an array the script did not change since the last render is the same storage.
            return equatable(left, right) ?? sameStorage(a, b)
        default: return equatable(left, right) ?? false
        }
    }

    /// Whether two arrays share their storage, as an array Swift copied but nobody changed does (the interpreter's
    /// arrays are Swift arrays, copied on write as the script's are). Empty arrays share the empty storage.
    private static func sameStorage(_ left: [Value], _ right: [Value]) -> Bool {
        if left.isEmpty && right.isEmpty { return true }
        guard left.count == right.count else { return false }
        return left.withUnsafeBufferPointer { a in right.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }

    /// Plain data (SwiftUI's POD): numbers, booleans and plain enums, in structs of the same; no strings,
    /// references, closures or wrappers.
    static func isPlainData(_ value: Value) -> Bool {
        switch value {
        case .int, .double, .bool, .none, .sized, .float: return true
        case .enumCase(let value): return value.payload.allSatisfy(isPlainData)
        case .structValue(let value): return value.fields.allSatisfy(isPlainData)
        case .tuple(let tuple): return tuple.elements.allSatisfy(isPlainData)
        default: return false
        }
    }

    private static func wrappersEqual(_ left: WrapperValue, _ right: WrapperValue) -> Bool {
        switch (left, right) {
        case (.state(let a), .state(let b)): return viewsEqual(a.initial, b.initial)
        case (.stateObject(let a), .stateObject(let b)): return viewsEqual(a.thunk, b.thunk)
        case (.observedObject(let a), .observedObject(let b)): return viewsEqual(a.object, b.object)
        case (.published(let a), .published(let b)): return a === b
        case (.binding(let a), .binding(let b)): return a.isEqual(to: b)
        case (.bindable(let a), .bindable(let b)): return viewsEqual(a, b)
        // Environment properties get their values from the node's environment, not from the parent.
        case (.environmentObject, .environmentObject), (.environment, .environment): return true
        case (.storage(let a), .storage(let b)): return a.location === b.location && viewsEqual(a.defaultValue, b.defaultValue)
        default: return false
        }
    }

    private static func builtinViewsEqual(_ left: ViewValue, _ right: ViewValue) -> Bool {
        switch (left, right) {
        case (.text(let a), .text(let b)): return a == b
        case (.empty, .empty): return true
        // Image and Color are Equatable: the same named image, the same named color (`Color.yellow`). A color
        // made from components is kept without them here, so two such are not known to be equal.
        case (.image(let a), .image(let b)): return a == b
        case (.inert(let a), .inert(let b)): return a == b && a.contains(".")
        case (.button(let l1, let a1), .button(let l2, let a2)): return viewsEqual(l1, l2) && viewsEqual(a1, a2)
        case (.stack(let k1, let c1), .stack(let k2, let c2)):
            return k1 == k2 && allEqual(c1, c2)
        case (.tuple(let c1), .tuple(let c2)):
            return allEqual(c1, c2)
        case (.conditional(let b1, let c1), .conditional(let b2, let c2)):
            return b1 == b2 && viewsEqual(c1, c2)
        case (.modified(let c1, let m1), .modified(let c2, let m2)):
            return m1.name == m2.name && allEqual(m1.arguments, m2.arguments) && viewsEqual(c1, c2)
        default: return false
        }
    }

    private static func allEqual(_ left: [Value], _ right: [Value]) -> Bool {
        left.count == right.count && zip(left, right).allSatisfy { viewsEqual($0, $1) }
    }
}
