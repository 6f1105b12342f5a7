/// Operators scripts declare or implement: custom ones (`infix operator •`, `prefix operator +++`,
/// `postfix operator %`), and Swift's own on script types (`-vector`, `a == b` by a global `func ==`).
/// The implementation is chosen among the global functions of that name and the static methods of the
/// operands' types by the operands' values; an `inout` operand (`static prefix func +++ (v: inout V)`)
/// is written back.
extension Interpreter {
    func callOperator(_ name: String, _ fixity: OperatorFixity, _ operands: [Expr], _ range: SourceRange, _ frame: Frame,
                      _ source: SourceText, values known: [Value]? = nil) throws -> Value {
        // An operand every implementation takes as `@autoclosure` is not evaluated here: the operator decides
        // whether it runs (`value ??? expensive()`).
        if known == nil, operands.count == 2, case .optionalChain(let inner) = operands[0].kind,
           operatorCandidates(name, fixity, [.void, .void]).contains(where: { $0.parameters.first?.isInout ?? false }) {
            // `box.inner?.value <~ 9` with an operator that changes its left side (`assignment: true`): as with `=`,
            // the chain spans the whole expression, and a nil in it ends it before the right side runs.
            do {
                switch inner.kind {
                case .member(let base, _), .subscriptCall(let base, _): _ = try evaluate(base, frame, source)
                default: break
                }
                return .optional(try callOperator(name, fixity, [inner, operands[1]], range, frame, source))
            } catch is OptionalChainEnded {
                return .none
            }
        }
        let deferred = known == nil ? autoclosureOperands(name, fixity, operands.count) : []
        var values = try known ?? operandValues(operands, deferred, frame, source)
        Self.shareGenericArguments(&values)
        // A literal operand becomes the other operand's type only when no implementation takes it as it is
        // (`x ^^ 2` with `func ^^ (l: Expr, r: Int)` keeps the Int, though Expr is ExpressibleByIntegerLiteral).
        if literalAdopters, values.count == 2, deferred.isEmpty, chooseOverload(operatorCandidates(name, fixity, values), values: values) == nil {
            try adoptLiteralOperand(operands, &values, frame, source)
        }
        if values.count == 2, chooseOverload(operatorCandidates(name, fixity, values), values: values) == nil {
            setLiteralOperands(name, fixity, operands, &values)
        }
        let declared = operands.lazy.compactMap { operand -> TypeRef? in
            if case .declaredAs(_, let type) = operand.kind { return type } else { return nil }
        }.first
        let staticChoice = compilersChoice(range, source)
            ?? declared.flatMap { staticProtocolExtensionMember(name, declared: $0, property: false) }.map { ($0.function, Optional($0.owner)) }
        let candidates = staticChoice.map { [$0.function] } ?? operatorCandidates(name, fixity, values)
        // The compiler's choice is taken as it is: what the values say of their types can be less than it knew (a
        // closure's `inout` parameter, a generic result).
        guard let chosen = staticChoice == nil && (deferred.isEmpty || candidates.count != 1) ? chooseOverload(candidates, values: values) : candidates[0] else {
            if name == "-", fixity == .prefix, values.count == 1, let negated = try defaultNegation(values[0], range, source) { return negated }
            let types = values.map { typeDescription(dynamicType(of: $0), qualified: false) }
            if values.count == 2 {
                throw runtimeError("binary operator '\(name)' cannot be applied to operands of type '\(types[0])' and '\(types[1])'", range, source)
            }
            throw runtimeError("\(fixity == .postfix ? "postfix" : "unary") operator '\(name)' cannot be applied to an operand of type '\(types.first ?? "?")'",
                               range, source)
        }
        let arguments = zip(operands, chosen.parameters).map { operand, parameter in
            Argument(label: nil, value: parameter.isInout ? Expr(.inoutArgument(operand), operand.range) : operand)
        }
        let evaluated: [Value?] = zip(values, chosen.parameters).enumerated().map { $1.1.isInout || deferred.contains($0) ? nil : $1.0 }
        let bound = try bindArguments(arguments, to: chosen.parameters.map { var parameter = $0; parameter.label = nil; return parameter },
                                      callee: name, range, frame, source, evaluated: evaluated)
        let owner = staticChoice.map(\.owner) ?? values.lazy.compactMap { self.scriptType(of: $0) ?? self.builtinExtension(for: $0) }
            .first { $0.staticMethods[name] != nil || $0.staticVariants[name] != nil }
        return try callBound(chosen, receiver: owner.map { operatorReceiver($0, values) } ?? .void, arguments: bound, type: owner, frame, source).value
    }

    /// The operands' values, in order; an implicit member beside another operand (`sum <> .empty`) is read as a member
    /// of that operand's type, as both sides of a type's own operator are of one type (another type's `empty` is not it).
    private func operandValues(_ operands: [Expr], _ deferred: Set<Int>, _ frame: Frame, _ source: SourceText) throws -> [Value] {
        if operands.count == 2, deferred.isEmpty, Self.isImplicitMember(operands[0]) != Self.isImplicitMember(operands[1]) {
            let implicit = Self.isImplicitMember(operands[0]) ? 0 : 1
            var values: [Value] = [.void, .void]
            values[1 - implicit] = try evaluate(operands[1 - implicit], frame, source)
            if scriptType(of: values[1 - implicit]) != nil,
               let typed = try? evaluate(operands[implicit], expecting: dynamicType(of: values[1 - implicit]), frame, source) {
                values[implicit] = typed
            } else {
                values[implicit] = try evaluate(operands[implicit], frame, source)
            }
            return values
        }
        return try operands.enumerated().map { deferred.contains($0.offset) ? .void : try evaluate($0.element, frame, source) }
    }

    /// The implementation the compiler fixed for the operator used at `range` (ChosenCallees), with the type it is a
    /// static method of; nil when the interpreter chooses (no check, or a protocol's requirement, dispatched on the
    /// operands).
    private func compilersChoice(_ range: SourceRange, _ source: SourceText) -> (function: FunctionDecl, owner: TypeInfo?)? {
        guard let place = source.chosenCallees?[SourceText.operatorKey(range)], let (function, owner) = functionsByPlace[place] else { return nil }
        return (function, owner)
    }

    /// The `self` of a type's static operator: the type, specialised as its operands are (`static func + (a: Self,
    /// b: Self) -> Self` of `Length<U>` makes `Self(...)` a `Length<Meters>` for two of them).
    func operatorReceiver(_ owner: TypeInfo, _ operands: [Value]) -> Value {
        for operand in operands {
            if case .structValue(let made) = operand, made.type === owner, !made.generics.isEmpty { return .metatype(.named(owner.name, made.generics)) }
        }
        return .type(owner)
    }

    /// The operand positions that every global implementation of `name` with this many operands takes as
    /// `@autoclosure` (none when there is no such global).
    private func autoclosureOperands(_ name: String, _ fixity: OperatorFixity, _ count: Int) -> Set<Int> {
        let globalsOnly = operatorCandidates(name, fixity, Array(repeating: .void, count: count))
        guard !globalsOnly.isEmpty else { return [] }
        return Set((0..<count).filter { index in globalsOnly.allSatisfy { $0.parameters[index].isAutoclosure } })
    }

    /// The implementations of operator `name` for these operands: global functions, then the static
    /// methods of the operands' types (the script's, and its extensions of library types); a prefix or
    /// postfix one only for one operand.
    func operatorCandidates(_ name: String, _ fixity: OperatorFixity, _ values: [Value]) -> [FunctionDecl] {
        var candidates: [FunctionDecl] = []
        if let slot = globals.existingSlot(for: name) {
            switch globals.values[slot] {
            case .function(let decl)?: candidates.append(decl)
            case .overloads(let set)?: candidates += set.candidates
            default: break
            }
        }
        var seen: Set<ObjectIdentifier> = []
        for value in values {
            // A library type's too, from the script's extensions of it (`extension Int { static func <> ... }`).
            guard let type = scriptType(of: value) ?? builtinExtension(for: value), seen.insert(ObjectIdentifier(type)).inserted else { continue }
            candidates += methodCandidates(name, of: type, isStatic: true)
        }
        return candidates.filter { candidate in
            guard candidate.parameters.count == values.count else { return false }
            return values.count != 1 || candidate.fixity == fixity
        }
    }
}

extension Interpreter {
    /// `[1, 2] ∪ [2, 3]` with `func ∪ (l: Set<Int>, r: Set<Int>)`: an array literal operand is a Set where the only
    /// implementation that could take it wants one (as the type checker makes the literal a Set there).
    func setLiteralOperands(_ name: String, _ fixity: OperatorFixity, _ operands: [Expr], _ values: inout [Value]) {
        for candidate in operatorCandidates(name, fixity, values) where candidate.parameters.count == values.count {
            var converted = values
            for (index, parameter) in candidate.parameters.enumerated() {
                guard case .named("Set", _)? = parameter.fittedType?.canonical, case .array = operands[index].kind,
                      case .array(let elements) = values[index] else { continue }
                converted[index] = .set(makeSet(elements))
            }
            if chooseOverload([candidate], values: converted) != nil {
                values = converted
                return
            }
        }
    }
}
