/// Value packs at run time (SE-0393, SE-0398, SE-0408). A pack is the list of its elements: a pack parameter
/// holds them as a tuple value, whatever their number; a tuple whose type is a pack expansion (`(repeat each T)`)
/// is one as Swift makes it (no element: `()`, one: that element itself). `repeat pattern` evaluates the pattern
/// once per element with `packIndex` at it, and `each x` reads element `packIndex` of `x`.
extension Interpreter {
    /// A pack parameter's value.
    static func pack(_ elements: [Value]) -> Value {
        .tuple(TupleValue(elements: elements, labels: Array(repeating: nil, count: elements.count)))
    }

    /// The elements of a pack, or of a tuple of a pack expansion's type (a value that is no tuple is one element).
    static func packElements(_ value: Value) -> [Value] {
        switch value {
        case .tuple(let tuple): return tuple.elements
        case .void: return []
        default: return [value]
        }
    }

    /// The values of a tuple with expansions among its elements, as Swift makes a tuple of them.
    static func tupleOfPack(_ elements: [Value], labels: [String?]) -> Value {
        if elements.isEmpty { return .void }
        if elements.count == 1, labels.first ?? nil == nil { return elements[0] }
        return .tuple(TupleValue(elements: elements, labels: labels))
    }

    @inline(never)
    func evaluatePackForm(_ expr: Expr, _ frame: Frame, _ source: SourceText) throws -> Value {
        switch expr.kind {
        case .packElement(let operand):
            let elements = Self.packElements(try packValue(operand, frame, source))
            guard packIndex < elements.count else {
                throw runtimeError("'each' outside a 'repeat', or packs of different lengths in one 'repeat'", expr.range, source)
            }
            return elements[packIndex]
        case .packExpansion(let expansion) where expansion.element != nil:
            return try patternValue(expansion, at: expansion.element!, frame, source)
        case .packExpansion(let expansion) where expansion.isIteration:
            return .native(PackIteration(expansion: expansion, length: try packLength(expansion, expr.range, frame, source),
                                         frame: frame, source: source))
        case .packExpansion(let expansion):
            // A statement: the pattern runs once per element.
            _ = try expand(expansion, expr.range, frame, source)
            return .void
        case .expandedTuple(let elements):
            var values: [Value] = []
            var labels: [String?] = []
            for element in elements {
                if case .packExpansion(let expansion) = element.value.kind {
                    let made = try expand(expansion, element.value.range, frame, source)
                    values += made
                    labels += Array(repeating: nil, count: made.count)
                } else {
                    values.append(try evaluate(element.value, frame, source))
                    labels.append(element.label)
                }
            }
            return Self.tupleOfPack(values, labels: labels)
        case .expandedCall(let callee, let arguments):
            // Each expansion becomes one argument per element (the first keeps its label), each evaluated in
            // its turn as the call evaluates its arguments.
            var expanded: [Argument] = []
            for argument in arguments {
                guard case .packExpansion(let expansion) = argument.value.kind else {
                    expanded.append(argument)
                    continue
                }
                for index in 0..<(try packLength(expansion, argument.value.range, frame, source)) {
                    var one = expansion
                    one.element = index
                    expanded.append(Argument(label: index == 0 ? argument.label : nil, value: Expr(.packExpansion(one), argument.value.range)))
                }
            }
            return try evaluateCall(callee, expanded, expr.range, frame, source)
        default:
            obsInvariant("not a pack form")
        }
    }

    /// The number of elements the expansion walks: that of its packs, which must agree.
    func packLength(_ expansion: PackExpansion, _ range: SourceRange, _ frame: Frame, _ source: SourceText) throws -> Int {
        var length: Int?
        for pack in expansion.packs {
            let count = Self.packElements(try packValue(pack, frame, source)).count
            if let length, length != count {
                throw runtimeError("pack expansion requires that its packs have the same shape (\(length) and \(count) elements)", range, source)
            }
            length = count
        }
        return length ?? 0
    }

    /// The value of an `each` operand: a value pack, or a type pack (a function's, in its frame slot; or the
    /// type's whose member runs, from the generic arguments of `self`) as its metatypes.
    func packValue(_ operand: Expr, _ frame: Frame, _ source: SourceText) throws -> Value {
        guard case .typeParameter(let receiverExpr, let name, let index) = operand.kind else { return try evaluate(operand, frame, source) }
        let receiver = try evaluate(receiverExpr, frame, source)
        var arguments: [TypeRef] = []
        if case .metatype(.named(_, let given)) = receiver { arguments = given } else { arguments = genericArguments(of: receiver) }
        guard let parameters = scriptType(of: receiver)?.decl.genericParameters ?? receiverType(receiver)?.decl.genericParameters,
              parameters.indices.contains(index), arguments.count >= parameters.count - 1 else {
            throw ObsDiagnostic(.unsupported, "the types the pack '\(name)' stands for here are not known (write the generic arguments)",
                                at: SourceLocation(source: source, range: operand.range))
        }
        let packEnd = arguments.count - (parameters.count - index - 1)
        return Self.pack(arguments[index..<packEnd].map { metatypeValue($0) })
    }

    /// The script type a metatype value names.
    private func receiverType(_ receiver: Value) -> TypeInfo? {
        if case .type(let type) = receiver { return type }
        if case .metatype(.named(let name, _)) = receiver { return scriptType(named: name) }
        return nil
    }

    /// The pattern's value at each element.
    func expand(_ expansion: PackExpansion, _ range: SourceRange, _ frame: Frame, _ source: SourceText) throws -> [Value] {
        let length = try packLength(expansion, range, frame, source)
        var values: [Value] = []
        values.reserveCapacity(length)
        for index in 0..<length { values.append(try patternValue(expansion, at: index, frame, source)) }
        return values
    }

    func patternValue(_ expansion: PackExpansion, at index: Int, _ frame: Frame, _ source: SourceText) throws -> Value {
        let outer = packIndex
        packIndex = index
        defer { packIndex = outer }
        return try evaluate(expansion.pattern, frame, source)
    }
}

/// `for x in repeat pattern` (SE-0408): the pattern's values, made one per pass.
final class PackIteration: NativeSequence {
    let expansion: PackExpansion
    let length: Int
    let frame: Frame
    let source: SourceText

    init(expansion: PackExpansion, length: Int, frame: Frame, source: SourceText) {
        self.expansion = expansion
        self.length = length
        self.frame = frame
        self.source = source
    }

    var typeName: String { "PackIteration" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }

    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator {
        var index = 0
        return ValueIterator { [unowned interpreter, self] in
            guard index < self.length else { return nil }
            defer { index += 1 }
            return try interpreter.patternValue(self.expansion, at: index, self.frame, self.source)
        }
    }
}

extension Value {
    /// A value of a tuple type with one `repeat` among its elements, converted element by element (Coercion.packTuple).
    func coercedPack(prefix: [Coercion], each: Coercion, suffix: [Coercion]) -> Value {
        let labels: [String?]
        let elements: [Value]
        if case .tuple(let tuple) = self {
            elements = tuple.elements
            labels = tuple.labels
        } else {
            elements = Interpreter.packElements(self)
            labels = Array(repeating: nil, count: elements.count)
        }
        guard elements.count >= prefix.count + suffix.count else { return self }
        let eachEnd = elements.count - suffix.count
        let converted = elements.enumerated().map { index, element in
            element.coerced(index < prefix.count ? prefix[index] : index < eachEnd ? each : suffix[index - eachEnd])
        }
        return Interpreter.tupleOfPack(converted, labels: labels)
    }
}

extension Interpreter {
    /// The generic arguments of a variadic generic type (SE-0398) as Swift prints them, the pack's as one
    /// `Pack{String, Int}`; nil for a type without exactly one type pack.
    func packGroupedArguments(_ name: String, _ arguments: [TypeRef], _ describe: (TypeRef) -> String) -> [String]? {
        guard let parameters = scriptType(named: name)?.decl.genericParameters,
              let at = parameters.firstIndex(where: \.isPack), parameters.filter(\.isPack).count == 1 else { return nil }
        let after = parameters.count - at - 1
        guard arguments.count >= at + after else { return nil }
        let packEnd = arguments.count - after
        return arguments[..<at].map(describe) + ["Pack{" + arguments[at..<packEnd].map(describe).joined(separator: ", ") + "}"]
            + arguments[packEnd...].map(describe)
    }
}

extension Interpreter {
    /// The type packs a pack parameter's elements show (`repeat [each T]` given `[1], ["a"]`: T is {Int, String}),
    /// as `.packExpansion(.tuple(types))`; a pack given no element is empty.
    func bindPack(_ pattern: TypeRef, _ pack: Value, _ generics: [GenericParameter], into bindings: inout [String: TypeRef]) {
        let names = Set(generics.map(\.name))
        let packNames = generics.filter { $0.isPack && pattern.mentions($0.name) }.map(\.name)
        var found: [String: [TypeRef]] = Dictionary(uniqueKeysWithValues: packNames.map { ($0, []) })
        for element in Self.packElements(pack) {
            var one: [String: TypeRef] = [:]
            pattern.unify(with: dynamicType(of: element), parameters: names, into: &one)
            for (name, type) in one {
                if found[name] != nil { found[name]!.append(type) } else if bindings[name] == nil { bindings[name] = type }
            }
        }
        for (name, types) in found where bindings[name] == nil {
            bindings[name] = .packExpansion(.tuple(types, labels: types.map { _ in nil }))
        }
    }

    /// What a generic parameter's frame slot holds: its metatype, or for a type pack the pack of its metatypes.
    func genericSlotValue(_ bound: TypeRef) -> Value {
        if case .packExpansion(.tuple(let types, _)) = bound { return Self.pack(types.map { metatypeValue($0) }) }
        return metatypeValue(bound)
    }
}

extension Interpreter {
    /// A type pack's frame slot (a pack of metatypes) as the binding `substituting` expands: `.packExpansion(.tuple(types))`.
    func packOfTypes(_ value: Value) -> TypeRef? {
        guard case .tuple(let tuple) = value else { return nil }
        let types = tuple.elements.compactMap { typeRef(ofMetatype: $0) }
        guard types.count == tuple.elements.count else { return nil }
        return .packExpansion(.tuple(types, labels: types.map { _ in nil }))
    }
}
