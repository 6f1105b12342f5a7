/// One generic parameter stands for one type at a call: `clamp(7.5, to: 0...3)` with
/// `func clamp<T: Comparable>(_ value: T, to range: ClosedRange<T>)` makes T Double, so the literals `0` and
/// `3` are Doubles there, as Swift's type checker types them; `x.clamped(to: 0...100)` in an
/// `extension Comparable` does the same for `Self` with a Double `x`. The interpreter evaluates a literal
/// without its context, so an Int arrives beside a Double: at the call, the numbers in the positions of one
/// generic parameter take the type of the one that is not an Int. Only for a parameter with a constraint
/// (`T: Comparable`), which `Any` cannot stand for, so `f(1 as Any, 2.5)` keeps its Int.
struct NumberUnification: Sendable {
    /// Where a generic parameter's values sit in a call's frame: slot 0 is `self`, parameters follow.
    struct Position: Sendable {
        enum Shape: Sendable { case value, elements, bounds, optional }
        var slot: Int
        var shape: Shape
    }
    /// One list of positions per generic parameter that appears in two places or more.
    let groups: [[Position]]

    /// nil when no generic parameter of `function` (or `Self`) holds two positions.
    static func of(_ function: FunctionDecl) -> NumberUnification? {
        var names = function.genericParameters.filter { !$0.constraints.isEmpty && !$0.isPack }.map(\.name)
        names.append("Self")
        var groups: [[Position]] = []
        for name in names {
            var positions = function.parameters.enumerated().compactMap { index, parameter -> Position? in
                guard let type = parameter.type, let shape = shape(of: type, name, variadic: parameter.isVariadic) else { return nil }
                return Position(slot: index + 1, shape: shape)
            }
            if name == "Self", !positions.isEmpty { positions.append(Position(slot: 0, shape: .value)) }
            if positions.count > 1 { groups.append(positions) }
        }
        return groups.isEmpty ? nil : NumberUnification(groups: groups)
    }

    private static func shape(of type: TypeRef, _ name: String, variadic: Bool) -> Position.Shape? {
        let plain = TypeRef.named(name, [])
        switch type.canonical {
        case plain: return variadic ? .elements : .value
        case .array(plain): return .elements
        case .optional(plain): return .optional
        case .named(let range, let arguments) where Coercion.rangeNames.contains(range) && arguments == [plain]: return .bounds
        default: return nil
        }
    }

    /// Gives the Ints in each group the type of the group's first other number.
    func apply(to frame: Frame) {
        for group in groups {
            let numbers = group.lazy.flatMap { Self.numbers(frame.read($0.slot), $0.shape) }
            let target = numbers.lazy.compactMap(Self.coercion(to:)).first
            guard let target else { continue }
            for position in group {
                let value = frame.read(position.slot)
                let converted = Self.convert(value, position.shape, target)
                if let converted { _ = frame.store(converted, at: position.slot) }
            }
        }
    }

    /// The coercion that makes an Int a number of `number`'s type; nil for an Int or what is no number.
    private static func coercion(to number: Value) -> Coercion? {
        switch number {
        case .double: return .toDouble
        case .float: return .toFloat
        case .sized(let sized): return .toInteger(sized.kind.name)
        default: return nil
        }
    }

    private static func numbers(_ value: Value, _ shape: Position.Shape) -> [Value] {
        switch (shape, value) {
        case (.value, _): return [value]
        case (.optional, .optional(let wrapped)): return [wrapped]
        case (.elements, .array(let elements)): return Array(elements.prefix(8))
        case (.bounds, .range): return [.int(0)]
        case (.bounds, .native(let range as RangeValue)): return [range.lower, range.upper].compactMap { $0 }
        default: return []
        }
    }

    /// The value with its Ints converted; nil when it holds none.
    private static func convert(_ value: Value, _ shape: Position.Shape, _ target: Coercion) -> Value? {
        switch (shape, value) {
        case (.value, .int), (.optional, .optional(.int)): return value.coerced(target)
        case (.elements, .array(let elements)) where elements.contains(where: { if case .int = $0 { true } else { false } }):
            return .array(elements.map { if case .int = $0 { $0.coerced(target) } else { $0 } })
        case (.bounds, .range), (.bounds, .native(is RangeValue)): return value.coerced(.rangeBounds(target))
        default: return nil
        }
    }
}

extension Interpreter {
    /// `heap.push((3, 0))` on a `Heap<(value: Int, list: Int)>`, `box.add(1)` on a `Box<Double>`: the arguments of
    /// parameters typed by the instance's generic parameters convert to the types it binds, as Swift types
    /// them (see `FunctionDecl.ownerGenericParameters`). Nothing when the instance's arguments are not known.
    func convertToBoundGenerics(_ function: FunctionDecl, of type: TypeInfo, _ frame: Frame) {
        let bound: [TypeRef]
        switch frame.read(0) {
        case .structValue(let value): bound = value.generics
        case .object(let object): bound = object.generics
        default: return
        }
        let names = type.decl.genericParameters.map(\.name)
        guard bound.count == names.count else { return }
        let bindings = Dictionary(zip(names, bound), uniquingKeysWith: { first, _ in first })
        for (index, parameter) in function.parameters.enumerated() {
            guard let declared = parameter.type, function.ownerGenericParameters.contains(where: { declared.mentions($0) }) else { continue }
            let coercion = Coercion(declared.substituting(bindings))
            if !coercion.isNone { _ = frame.store(frame.read(index + 1).coerced(coercion), at: index + 1) }
        }
    }
}
