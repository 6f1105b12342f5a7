/// Choosing among declarations of one name, as Swift ranks them, in a dynamically typed interpreter:
/// labels and arity first (decided without evaluating anything, and remembered per label signature);
/// then the arguments are evaluated once and each remaining declaration is scored by how its declared
/// parameter types fit them (an argument's declared type where the front end knows one: `any Shape`,
/// a generic `T`): exact types fit best, then an integer literal as a `Double`, a subclass, a value
/// wrapped as an optional, a protocol, a constrained generic, an unconstrained generic, `Any`. Defaulted
/// parameters left out cost a little; the expected result type and the requirements of constrained
/// extensions decide among the rest. The lowest score wins; ties go to the first declared.
extension Interpreter {
    struct OverloadChoice {
        /// nil: the library function of the set.
        let function: FunctionDecl?
        /// Arguments already evaluated to choose (nil where not evaluated).
        let evaluated: [Value?]?
    }

    func chooseOverload(_ candidates: [FunctionDecl], library: Value? = nil, cache: OverloadSet? = nil, _ arguments: [Argument],
                        receiver: Value? = nil, expected: TypeRef? = nil, callee: String, _ range: SourceRange,
                        _ frame: Frame, _ source: SourceText) throws -> OverloadChoice {
        let signature = cache.map { _ in LabelSignature(arguments) }
        if let signature, let known = cache?.byLabels[signature] { return OverloadChoice(function: known, evaluated: nil) }
        var viable: [(FunctionDecl, [Range<Int>])] = []
        for candidate in candidates {
            if let matched = match(arguments, candidate.parameters) { viable.append((candidate, matched)) }
        }
        if viable.count > 1 {
            // `bump(&c)` beside `bump(_: Int)`: an `&` argument goes to an `inout` parameter, a plain one to a plain one.
            let consistent = viable.filter { candidate, matched in
                arguments.indices.allSatisfy { index in
                    guard let position = matched.firstIndex(where: { $0.contains(index) }) else { return true }
                    let marked = if case .inoutArgument = arguments[index].value.kind { true } else { false }
                    return marked == candidate.parameters[position].isInout
                }
            }
            if !consistent.isEmpty { viable = consistent }
        }
        if viable.isEmpty {
            if library != nil { return OverloadChoice(function: nil, evaluated: nil) }
            throw noOverload(callee, candidates, arguments, range, source)
        }
        let decidedByLabels = viable.count == 1 && library == nil && viable[0].0.conditions.isEmpty
        if decidedByLabels {
            if let signature { cache?.byLabels[signature] = viable[0].0 }
            return OverloadChoice(function: viable[0].0, evaluated: nil)
        }
        var values: [Value?] = []
        for (index, argument) in arguments.enumerated() {
            switch argument.value.kind {
            case .inoutArgument(let target): values.append(try evaluate(target, frame, source))
            default:
                if readsExpectedType(argument.value), let type = sharedParameterType(of: index, viable) {
                    let read = { try self.evaluate(argument.value, expecting: type, frame, source) }
                    values.append(try receiver.map { try readingArguments(of: viable[0].0, on: $0, read) } ?? read())
                } else {
                    values.append(try evaluate(argument.value, frame, source))
                }
            }
        }
        var best: (function: FunctionDecl, score: Int)?
        var bestConcrete: (function: FunctionDecl, score: Int)?
        for (candidate, matched) in viable {
            guard let score = try score(candidate, matched, arguments, values, receiver: receiver, expected: expected) else { continue }
            if best == nil || beats((candidate, score), best!) { best = (candidate, score) }
            if !candidate.isProtocolExtensionMember, bestConcrete == nil || score < bestConcrete!.score { bestConcrete = (candidate, score) }
        }
        // A member of the receiver's own type (or an extension of it) that fits is more specialized than a protocol
        // extension's, as Swift ranks them: `extension Array { func difference(from other: [Element]) }` is called
        // before the library's generic `difference(from:)` of BidirectionalCollection.
        if let concrete = bestConcrete, best?.function.isProtocolExtensionMember == true { best = concrete }
        guard let best else {
            if library != nil { return OverloadChoice(function: nil, evaluated: values) }
            throw noOverload(callee, viable.map(\.0), arguments, range, source, values: values)
        }
        // A value wrapped for an `inout` parameter is re-read by the binding.
        for (index, argument) in arguments.enumerated() { if case .inoutArgument = argument.value.kind { values[index] = nil } }
        return OverloadChoice(function: best.function, evaluated: values)
    }

    /// Whether a scored candidate is a better choice than `other`: the lower score, except between two protocol
    /// extensions' members of one signature, where the extension of the protocol that refines the other's wins
    /// whatever their `where` clauses ask (`extension BidirectionalCollection` over `extension Collection where
    /// Element: Equatable`), as the compiler ranks them (the extended protocols first, then the requirements).
    private func beats(_ candidate: (function: FunctionDecl, score: Int), _ other: (function: FunctionDecl, score: Int)) -> Bool {
        if let mine = candidate.function.extendedProtocol, let theirs = other.function.extendedProtocol, mine != theirs,
           candidate.function.parameters.map(\.type) == other.function.parameters.map(\.type) {
            if implies(mine, theirs) { return true }
            if implies(theirs, mine) { return false }
        }
        return candidate.score < other.score
    }

    /// The declared type every viable candidate gives the parameter argument `index` fills (what `.none`
    /// or `.some(...)` there reads against), or nil when they differ or it is a generic parameter.
    private func sharedParameterType(of index: Int, _ viable: [(FunctionDecl, [Range<Int>])]) -> TypeRef? {
        var shared: TypeRef?
        for (candidate, matched) in viable {
            guard let position = matched.firstIndex(where: { $0.contains(index) }),
                  let type = candidate.parameters[position].type else { return nil }
            if case .named(let name, _) = type, candidate.genericParameters.contains(where: { $0.name == name }) { return nil }
            if let shared, shared != type { return nil }
            shared = type
        }
        return shared
    }

    /// The declaration a call with evaluated, unlabeled arguments runs (a function value called, an
    /// operator): by arity, then by how the values fit; nil when none does.
    func chooseOverload(_ candidates: [FunctionDecl], values: [Value]) -> FunctionDecl? {
        var best: (function: FunctionDecl, score: Int)?
        let placeholder = Expr(.discard, .synthesized)
        for candidate in candidates where candidate.parameters.count == values.count {
            var total = 0
            var fits = true
            for (parameter, value) in zip(candidate.parameters, values) {
                guard let declared = parameter.fittedType else { continue }
                guard let cost = fit(value, placeholder, to: declared, candidate.genericParameters) else { fits = false; break }
                // As for calls: a shape around a generic parameter (`[T]`) ranks above the bare one (`T`).
                total += cost * 100 - genericSpecificity(declared, candidate.genericParameters)
            }
            if fits, best == nil || total < best!.score { best = (candidate, total) }
        }
        return best?.function
    }

    /// The declaration a function type names among overloads (`let f: (Double) -> String = describe`): by
    /// arity, then by how the parameter types fit; nil when none does.
    func chooseOverload(_ candidates: [FunctionDecl], parameterTypes: [TypeRef]) -> FunctionDecl? {
        var best: (function: FunctionDecl, score: Int)?
        for candidate in candidates where candidate.parameters.count == parameterTypes.count {
            var total = 0
            var fits = true
            for (parameter, given) in zip(candidate.parameters, parameterTypes) {
                guard let declared = parameter.fittedType else { continue }
                guard let cost = fit(type: given, to: declared, candidate.genericParameters) else { fits = false; break }
                total += cost
            }
            if fits, best == nil || total < best!.score { best = (candidate, total) }
        }
        return best?.function
    }

    private func noOverload(_ callee: String, _ candidates: [FunctionDecl], _ arguments: [Argument], _ range: SourceRange,
                            _ source: SourceText, values: [Value?]? = nil) -> ObsDiagnostic {
        let have = arguments.map { ($0.label ?? "_") + ":" }.joined()
        let types = values.map { " with arguments of type (" + $0.map { $0.map { typeDescription(dynamicType(of: $0), qualified: false) } ?? "?" }
            .joined(separator: ", ") + ")" } ?? ""
        let known = candidates.map { $0.name + "(" + $0.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")" }
        return runtimeError("no exact matches in call to '\(callee)(\(have))'\(types); candidates: \(known.joined(separator: ", "))",
                            range, source)
    }

    /// How well `candidate` fits the evaluated arguments (lower is better), or nil when it does not.
    private func score(_ candidate: FunctionDecl, _ matched: [Range<Int>], _ arguments: [Argument], _ values: [Value?],
                       receiver: Value?, expected: TypeRef?) throws -> Int? {
        var total = 0
        // A `where` clause on the function's own generic parameters (`where S.Element == Int`) is checked
        // against the argument that binds the parameter; the others (an extension's) against the receiver.
        let ownGenerics = Set(candidate.genericParameters.map(\.name))
        // A static method called on its generic type unspecialised (a result builder's `buildPartialBlock(first: Element)`
        // beside `(first: [Element])`): the type's parameters are as open as the method's own.
        var generics = candidate.genericParameters
        if case .type(let owner)? = receiver, !owner.decl.genericParameters.isEmpty {
            generics += owner.decl.genericParameters.filter { generic in candidate.parameters.contains { $0.type?.mentions(generic.name) == true } }
        }
        var receiverConditions: [Requirement] = []
        for requirement in candidate.conditions {
            guard let root = requirement.subject.split(separator: ".").first.map(String.init), ownGenerics.contains(root) else {
                receiverConditions.append(requirement)
                continue
            }
            guard argumentHolds(requirement, root: root, candidate, matched, values) else { return nil }
            // A same-type requirement (`C.Element == String`) is more specific than a conformance (`C.Element: Comparable`).
            total -= requirement.sameType != nil ? 2 : 1
        }
        if !receiverConditions.isEmpty {
            guard let receiver else { return nil }
            var specificity = 0
            for requirement in receiverConditions {
                guard let satisfied = requirementSpecificity(requirement, receiver: receiver, open: ownGenerics) else { return nil }
                specificity += satisfied
            }
            total -= specificity
        }
        // The type each bare generic parameter took from its first argument: a later argument of another type
        // makes this overload a worse fit (`pick<T>(_: T, _: T)` for `pick(1, "x")` loses to `pick<T, U>`;
        // classes meet at their common superclass, as Swift's join does).
        var boundByArgument: [String: TypeRef] = [:]
        for (parameter, filled) in zip(candidate.parameters, matched) {
            if filled.isEmpty {
                total += 1
                continue
            }
            if case .named(let name, let generics)? = parameter.fittedType, generics.isEmpty, ownGenerics.contains(name), !parameter.isVariadic {
                for index in filled {
                    guard let value = values[index] else { continue }
                    if case .object = value { continue }
                    let type = arguments[index].staticType ?? dynamicType(of: value)
                    if let earlier = boundByArgument[name], earlier != type { total += 100 }
                    boundByArgument[name] = boundByArgument[name] ?? type
                }
            }
            if parameter.isVariadic { total += 1 }
            if parameter.takesThrowingFunction, let index = filled.first, case .closure(let closure) = arguments[index].value.kind,
               !closure.mayThrow {
                total += 100
            }
            guard let declared = parameter.fittedType else { continue }
            for index in filled {
                guard let value = values[index] else { continue }
                let cost: Int?
                if let known = arguments[index].staticType, known.leafNames.allSatisfy({ isKnownType($0) }), !isSelfOfProtocolExtension(arguments[index], known) {
                    cost = fit(type: known, to: declared, generics)
                } else {
                    cost = fit(value, arguments[index].value, to: declared, generics)
                }
                guard let cost else { return nil }
                total += cost * 100 - genericSpecificity(declared, generics)
            }
        }
        if let expected, let result = candidate.returnType {
            total += fit(type: expected, to: result, candidate.genericParameters) == nil ? 2000 : 0
        }
        return total
    }

    /// `self` in a protocol's extension, typed as the protocol (for its static dispatch, `Resolver`): it is some conforming
    /// type, which its value tells (`AnyValidator(self)` takes it as the `V: Validating` of a generic init).
    private func isSelfOfProtocolExtension(_ argument: Argument, _ staticType: TypeRef) -> Bool {
        guard case .local(let slot) = argument.value.kind, slot.depth == 0, slot.index == 0, let name = staticType.nominalName else { return false }
        return scriptType(named: name)?.kind == .protocol
    }

    /// Whether `requirement` on the generic parameter `root` (`S: P`, `S.Element == Int`, `S.Element: P`) holds for
    /// the argument bound to a parameter declared as `root`: judged by the value, or by its first element for
    /// `Element`; true when the value cannot tell (no such argument, an empty or endless sequence).
    private func argumentHolds(_ requirement: Requirement, root: String, _ candidate: FunctionDecl, _ matched: [Range<Int>],
                               _ values: [Value?]) -> Bool {
        guard let position = candidate.parameters.firstIndex(where: { $0.type == .named(root, []) }),
              let index = matched[position].first, let bound = values[index] else { return true }
        let subject: Value?
        switch requirement.subject.dropFirst(root.count) {
        case "": subject = bound
        case ".Element":
            switch bound {
            case .array(let elements): subject = elements.first
            case .set(let set): subject = set.members.first
            case .range(let lower, let upper, let closed): subject = (closed ? lower <= upper : lower < upper) ? .int(lower) : nil
            case .native(let slice as ArraySliceValue): subject = slice.elements.first
            case .native(let adapter as CollectionAdapterValue): subject = adapter.elements.first
            default: subject = nil
            }
        default: subject = nil
        }
        guard let subject else { return true }
        if let conformance = requirement.conformance, !isInstance(subject, of: conformance) { return false }
        // A same-type requirement is checked against a concrete type only (not an associated type such as `Record`).
        if let same = requirement.sameType, let name = same.nominalName,
           scriptType(named: name).map({ $0.kind != .protocol }) ?? (Self.libraryConformances[name] != nil),
           !isInstance(subject, of: same) { return false }
        return true
    }
}
