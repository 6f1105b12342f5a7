/// Literals of script types that adopt Swift's literal protocols (`struct Money: ExpressibleByIntegerLiteral`):
/// where such a type is expected (an annotation, a parameter, a return), the literal is made by the type's
/// `init(integerLiteral:)`, `init(floatLiteral:)`, `init(stringLiteral:)`, `init(booleanLiteral:)`,
/// `init(nilLiteral:)`, `init(arrayLiteral:)` or `init(dictionaryLiteral:)`, as Swift makes it.
/// Interpolated strings are made through the type's `StringInterpolation` (`CustomInterpolation.swift`).
extension Interpreter {
    /// Whether `name` is one of the literal protocols (a type adopting one makes `literalAdopters` true).
    static func isLiteralProtocol(_ name: String) -> Bool { name.hasPrefix("ExpressibleBy") }

    /// A literal expression (what may be made by a type's literal initializer).
    static func isLiteral(_ expr: Expr) -> Bool { expr.isLiteral }

    /// The literal `expr` is, also when the compiler check typed it (`"x"` made a `Tag`: Lowering.compilerTypedText).
    static func literalWritten(_ expr: Expr) -> Expr? {
        if case .typed(let inner, _) = expr.kind, inner.isLiteral { return inner }
        return expr.isLiteral ? expr : nil
    }

    /// `version < "1.10"`: a literal operand beside a value of a script type that adopts its literal protocol
    /// is made as that type (both operands of an operator have one type there).
    func adoptLiteralOperand(_ operands: [Expr], _ values: inout [Value], _ frame: Frame, _ source: SourceText) throws {
        for (literal, other) in [(0, 1), (1, 0)] where Self.isLiteral(operands[literal]) {
            guard let type = scriptType(of: values[other]), type.kind != .protocol,
                  let made = try adoptedLiteral(operands[literal], as: .named(type.name, []), frame, source) else { continue }
            values[literal] = made
        }
    }

    /// `[price, 10, 0.5]` beside a `price` of a script type that adopts the literals' protocols: the literals are
    /// made as that type, as Swift gives the array one element type.
    func adoptLiteralElements(_ values: inout [Value], _ elements: [Expr], _ frame: Frame, _ source: SourceText) throws {
        guard let adopter = values.lazy.compactMap({ self.scriptType(of: $0) }).first(where: { $0.kind != .protocol }),
              adopter.decl.inherited.contains(where: { Self.isLiteralProtocol($0) || Self.libraryRefinements[$0]?.contains("ExpressibleByIntegerLiteral") == true })
                || Self.elementLiteralProtocols.contains(where: adopter.conforms)
        else { return }
        for index in values.indices where scriptType(of: values[index]) == nil {
            // Literals that run no code only (an interpolated string runs code, and is made once): one token, or an
            // array or dictionary literal of such (`[bag, ["x", "y"]]` with a `Bag: ExpressibleByArrayLiteral`).
            guard let literal = Self.literalWritten(elements[index]), Self.runsNoCode(literal) else { continue }
            if let made = try adoptedLiteral(literal, as: .named(adopter.name, []), frame, source) { values[index] = made }
        }
    }

    private static func runsNoCode(_ literal: Expr) -> Bool {
        switch literal.kind {
        case .int, .double, .bool, .prefix("-", _): return true
        case .string(let parts): return parts.allSatisfy { if case .text = $0 { true } else { false } }
        case .array(let items): return items.allSatisfy { literalWritten($0).map(runsNoCode) ?? false }
        case .dictionary(let pairs):
            return pairs.allSatisfy { (literalWritten($0.key).map(runsNoCode) ?? false) && (literalWritten($0.value).map(runsNoCode) ?? false) }
        default: return false
        }
    }

    /// The literal protocols an element literal may be made by, adopted by the type or by an extension of it
    /// (`extension Tagged: ExpressibleByIntegerLiteral where RawValue == Int`).
    private static let elementLiteralProtocols = ["ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral", "ExpressibleByStringLiteral",
                                                  "ExpressibleByBooleanLiteral", "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral"]

    /// `expr`, a literal, made by the literal initializer of the script type `type` names; nil when no
    /// script type adopts a literal protocol, `type` is not one, or it does not adopt this literal's.
    func adoptedLiteral(_ expr: Expr, as type: TypeRef, _ frame: Frame, _ source: SourceText) throws -> Value? {
        guard literalAdopters else { return nil }
        // `nil` where a `T?` is expected is Optional's own.
        let target = expr.kind.isNilLiteral ? type : type.withoutOptionals
        guard case .named(let name, _) = target else { return nil }
        guard let info = scriptType(named: name) else {
            // `typealias Cents = Tagged<CentsTag, Int>`: the literal is made as the type the alias names.
            if case .metatype(let aliased)? = globals.value(named: name), aliased != target, case .named = aliased {
                return try adoptedLiteral(expr, as: type == target ? aliased : .optional(aliased), frame, source)
            }
            return try libraryTypeLiteral(expr, as: type, target, frame, source)
        }
        guard info.kind != .protocol else { return nil }
        if case .string(let parts) = expr.kind, parts.contains(where: { if case .text = $0 { false } else { true } }) {
            guard info.conforms(to: "ExpressibleByStringInterpolation"),
                  let value = try interpolatedLiteral(parts, as: info, expr.range, frame, source) else { return nil }
            return type == target ? value : value.coerced(Coercion(type))
        }
        guard var arguments = literalArguments(expr, for: info) else { return nil }
        if case .array = expr.kind { arguments = elementsTyped(arguments, for: info, as: target) }
        let value = try callValue(.type(info), arguments, expr.range, frame, source, expected: target)
        return type == target ? value : value.coerced(Coercion(type))
    }

    /// `let r: Range<Int> = 4` with the script's `extension Range: ExpressibleByIntegerLiteral`: the literal is made by
    /// the extension's initializer, as for a script type (SE-0364's `@retroactive` conformances). Nil when the script
    /// gives the library type no literal conformance.
    private func libraryTypeLiteral(_ expr: Expr, as type: TypeRef, _ target: TypeRef, _ frame: Frame, _ source: SourceText) throws -> Value? {
        guard case .named(let name, _) = target, let canonical = Self.builtinTypeNames[name],
              let adopted = libraryLiteralConformances[canonical],
              let arguments = literalArguments(expr, conformingTo: adopted.contains), let made = globals.value(named: name) else { return nil }
        let value = try callValue(made, arguments, expr.range, frame, source, expected: target)
        return type == target ? value : value.coerced(Coercion(type))
    }

    /// `let nested: Bag<Bag<Int>> = [[1], [2, 3]]`: the elements are read as `init(arrayLiteral: E...)` takes them
    /// once the context binds `E` (`Bag<Int>`), so an inner literal is made by the same initializer.
    /// So is an element of a script type of its own (`init(arrayLiteral elements: JSON...)`: `["x", nil]` makes a
    /// `JSON` of each, not an optional of the `"x"` the join beside `nil` made).
    private func elementsTyped(_ arguments: [Argument], for info: TypeInfo, as target: TypeRef) -> [Argument] {
        guard case .named(_, let given) = target,
              let initializer = info.decl.initializers.first(where: { $0.parameters.first?.label == "arrayLiteral" }),
              let written = initializer.parameters.first?.type else { return arguments }
        var element = written
        if !given.isEmpty, given.count == info.decl.genericParameters.count {
            element = written.substituting(Dictionary(zip(info.decl.genericParameters.map(\.name), given), uniquingKeysWith: { first, _ in first }))
        }
        guard element != written || written.nominalName.flatMap({ scriptType(named: $0) }).map({ $0.kind != .protocol }) == true else {
            return arguments
        }
        return arguments.map { argument in
            guard let literal = Self.literalWritten(argument.value) else { return argument }
            return Argument(label: argument.label, value: Expr(.typed(literal, element), argument.value.range))
        }
    }

    /// An element of a collection literal as written: without the conversion to an optional that the front end
    /// gives the elements beside a `nil` (`[1, nil]` is an `[Int?]`), which a literal initializer does not want.
    static func withoutNilJoin(_ element: Expr) -> Expr {
        if case .typeCast(let inner, let use, .coerce) = element.kind, use.type == .optional(.unknown) { return inner }
        return element
    }

    /// The arguments of the literal initializer `info` has for `expr`, or nil when it adopts no protocol for it.
    private func literalArguments(_ expr: Expr, for info: TypeInfo) -> [Argument]? {
        literalArguments(expr, conformingTo: info.conforms(to:))
    }

    private func literalArguments(_ expr: Expr, conformingTo conforms: (String) -> Bool) -> [Argument]? {
        func single(_ protocolName: String, _ label: String) -> [Argument]? {
            conforms(protocolName) ? [Argument(label: label, value: expr)] : nil
        }
        switch expr.kind {
        case .int: return single("ExpressibleByIntegerLiteral", "integerLiteral")
        case .double: return single("ExpressibleByFloatLiteral", "floatLiteral")
        case .prefix("-", let operand):
            if case .int = operand.kind { return single("ExpressibleByIntegerLiteral", "integerLiteral") }
            if case .double = operand.kind { return single("ExpressibleByFloatLiteral", "floatLiteral") }
            return nil
        case .bool: return single("ExpressibleByBooleanLiteral", "booleanLiteral")
        case .nilLiteral: return conforms("ExpressibleByNilLiteral") ? [Argument(label: "nilLiteral", value: Expr(.tuple([]), expr.range))] : nil
        case .string(let parts):
            guard parts.allSatisfy({ if case .text = $0 { return true }; return false }) else { return nil }
            return single("ExpressibleByStringLiteral", "stringLiteral") ?? single("ExpressibleByStringInterpolation", "stringLiteral")
                ?? single("ExpressibleByExtendedGraphemeClusterLiteral", "extendedGraphemeClusterLiteral")
                ?? single("ExpressibleByUnicodeScalarLiteral", "unicodeScalarLiteral")
        case .array(let elements):
            guard conforms("ExpressibleByArrayLiteral") else { return nil }
            return elements.enumerated().map { Argument(label: $0.offset == 0 ? "arrayLiteral" : nil, value: Self.withoutNilJoin($0.element)) }
        case .dictionary(let pairs):
            guard conforms("ExpressibleByDictionaryLiteral") else { return nil }
            return pairs.enumerated().map { index, pair in
                let value = Self.withoutNilJoin(pair.value)
                let tuple = Expr(.tuple([Argument(label: nil, value: pair.key), Argument(label: nil, value: value)]), pair.key.range)
                return Argument(label: index == 0 ? "dictionaryLiteral" : nil, value: tuple)
            }
        default: return nil
        }
    }
}

extension Interpreter {
    /// `[Fraction].reduce(0, +)` with `static func + (a: Fraction, b: Fraction)`: the type checker made that `0`
    /// a Fraction (Result is Fraction), but the interpreter evaluated it alone, so an Int reaches a parameter
    /// of a script type. No well-typed program passes an Int (a Double, a String, a Bool) to a parameter of a
    /// type that is none: it was a literal, made now by the type's literal initializer.
    func adoptLateLiterals(_ function: FunctionDecl, _ frame: Frame) throws {
        for (index, parameter) in function.parameters.enumerated() {
            guard let declared = parameter.type, case .named(let name, _) = declared.withoutOptionals, !Self.isLibraryValueName(name) else { continue }
            let value = frame.read(index + 1)
            let literal: ExprKind
            switch value {
            case .int(let number): literal = .int(number)
            case .double(let number): literal = .double(number)
            case .string(let text): literal = .string([.text(text)])
            case .bool(let flag): literal = .bool(flag)
            default: continue
            }
            guard scriptType(named: name)?.decl.genericParameters.isEmpty ?? false,
                  let made = try adoptedLiteral(Expr(literal, function.range), as: declared, frame, function.source) else { continue }
            _ = frame.store(made, at: index + 1)
        }
    }

    /// Names of the library's value types, never a script type adopting a literal (checked first: cheap).
    private static func isLibraryValueName(_ name: String) -> Bool {
        Coercion.isLibraryNumber(name) || ["String", "Bool", "Character", "Any", "Self"].contains(name)
    }
}

private extension ExprKind {
    var isNilLiteral: Bool {
        if case .nilLiteral = self { return true }
        return false
    }
}

extension Interpreter {
    /// `[Float(1), 2]`, `[UInt8(7), 9]`, `[Float(1.5), 2.5]`: an array literal's number literals take the type of a
    /// number beside them that is no Int (a float literal's Double, else), as the type checker gives the literal the array's element type. (An annotated array,
    /// `[Any]` or `[Double]`, is read against its element type instead: `evaluate(_:expecting:)`.)
    static func typeIntegerLiterals(_ values: inout [Value], _ elements: [Expr]) {
        // Only among numbers: beside anything else the array is an `[Any]`, where each literal keeps its own type.
        // The element type is a typed element's (`Float(1.5)`, `UInt8(100)`), else a float literal's Double.
        var typed: Value?, floatLiteral: Value?
        for (index, value) in values.enumerated() {
            switch value {
            case .int: continue
            case .double where isFloatLiteral(elements[index]): if floatLiteral == nil { floatLiteral = value }
            case .double, .float, .sized: if typed == nil { typed = value }
            default: return
            }
        }
        guard let other = typed ?? floatLiteral else { return }
        for index in values.indices {
            switch (values[index], other) {
            case (.int(let number), .double) where isIntegerLiteral(elements[index]): values[index] = .double(Double(number))
            case (.int(let number), .float) where isIntegerLiteral(elements[index]): values[index] = .float(Float(number))
            case (.int(let number), .sized(let sized)) where isIntegerLiteral(elements[index]): values[index] = .sized(SizedInt(number, kind: sized.kind))
            case (.double(let number), .float) where isFloatLiteral(elements[index]): values[index] = .float(Float(number))
            default: break
            }
        }
    }

    private static func isFloatLiteral(_ expr: Expr) -> Bool { isNumberLiteral(expr, floating: true) }

    private static func isIntegerLiteral(_ expr: Expr) -> Bool { isNumberLiteral(expr, floating: false) }

    /// A number literal of one kind, negated or not (`2.5`, `-3`).
    private static func isNumberLiteral(_ expr: Expr, floating: Bool, negated: Bool = false) -> Bool {
        switch expr.kind {
        case .double: return floating
        case .int: return !floating
        case .prefix("-", let operand) where !negated: return isNumberLiteral(operand, floating: floating, negated: true)
        default: return false
        }
    }
}

extension Interpreter {
    /// `settings.sync = false` with `var sync: Toggle` and `Toggle: ExpressibleByBooleanLiteral`: the literal is made
    /// by the property's declared type, as the type checker makes it (where the front end could not tell the type).
    func literalForProperty(_ literal: Expr, _ target: Expr, _ frame: Frame, _ source: SourceText) throws -> Value? {
        guard case .member(let baseExpr, let name) = target.kind, Self.isPlace(baseExpr) else { return nil }
        let type: TypeInfo
        switch try evaluate(baseExpr, frame, source) {
        case .structValue(let value): type = value.type
        case .object(let object): type = object.type
        default: return nil
        }
        guard let index = type.index(ofField: name), let declared = type.fields[index].type else { return nil }
        return try adoptedLiteral(literal, as: declared, frame, source)
    }
}
