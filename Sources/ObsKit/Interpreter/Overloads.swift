/// Names with several declarations: overloads by labels, arity or types (`area(side:)`, `format(_: Int)`,
/// `format(_: String)`), a library function a script declares another of (`print(_:)` for its own type),
/// and variants of members in constrained extensions (`extension Wrapper where T == String`). Calls choose
/// among them in OverloadResolution; a name with one declaration keeps the fast path.
final class OverloadSet {
    var candidates: [FunctionDecl]
    /// The library function of the same name, chosen when no declaration fits (`print` beside `print(_: Report)`).
    let library: Value?
    /// For a method used as a value (`counter.increment`): its receiver and type.
    let receiver: Value?
    let owner: TypeInfo?
    /// Choices that the labels of a call decide alone, by the call's label signature.
    var byLabels: [LabelSignature: FunctionDecl] = [:]

    init(candidates: [FunctionDecl], library: Value? = nil, receiver: Value? = nil, owner: TypeInfo? = nil) {
        self.candidates = candidates
        self.library = library
        self.receiver = receiver
        self.owner = owner
    }

    var name: String { candidates.first?.name ?? "function" }
}

/// The labels of a call and which unlabeled arguments are closure literals: what label matching looks at.
struct LabelSignature: Hashable {
    let labels: [String?]
    let closures: [Bool]
    /// Which arguments are written with `&` (they go to `inout` parameters only).
    let inouts: [Bool]

    init(_ arguments: [Argument]) {
        labels = arguments.map(\.label)
        closures = arguments.map { if case .closure = $0.value.kind { return true }; return false }
        inouts = arguments.map { if case .inoutArgument = $0.value.kind { return true }; return false }
    }
}

extension FunctionDecl {
    /// What tells two declarations of one name apart: static or not, prefix or postfix, labels, parameter and result types
    /// (`Int...` is not `Int`), and
    /// the requirements of a constrained extension. A declaration with the key of an earlier one replaces it.
    var signatureKey: String {
        callShapeKey + conditions.map { " " + $0.subject + ":" + ($0.conformance?.spelled ?? "")
            + "==" + ($0.sameType?.spelled ?? "") }.joined()
    }

    /// The signature without the requirements of a constrained extension: a type's own declaration hides
    /// every protocol extension's of the same shape, constrained or not (Swift calls the type's).
    var callShapeKey: String {
        (isStatic ? "static " : "") + (fixity.map { "\($0) " } ?? "") + name
            + genericParameters.map { "<" + $0.name + ":" + $0.constraints.map(\.spelled).joined(separator: "&") + ">" }.joined()
            + "(" + parameters.map { ($0.label ?? "_") + ":" + ($0.takesThrowingFunction ? "throws " : "") + ($0.isInout ? "inout " : "")
                + ($0.type?.spelled ?? "") + ($0.isVariadic ? "..." : "") }
                .joined(separator: ",")
            + ")->" + (returnType?.spelled ?? "()")
    }
}

extension Interpreter {
    /// Declares a top-level function: a second declaration of the name with another signature makes an
    /// overload set (a library function of that name stays a choice); the same signature replaces.
    func defineFunction(_ function: FunctionDecl) {
        notePlace(of: function, owner: nil)
        let slot = globals.slot(for: function.name)
        switch globals.values[slot] {
        case .function(let existing)? where existing.signatureKey != function.signatureKey:
            globals.define(function.name, .overloads(OverloadSet(candidates: [existing, function])))
        case .overloads(let set)?:
            var candidates = set.candidates.filter { $0.signatureKey != function.signatureKey }
            candidates.append(function)
            globals.define(function.name, .overloads(OverloadSet(candidates: candidates, library: set.library)))
        case .builtin? where globals.isBuiltin(slot):
            globals.define(function.name, .overloads(OverloadSet(candidates: [function], library: globals.values[slot])))
        default:
            globals.define(function.name, .function(function))
        }
    }

    /// Adds a method to a type's table; a name with variants (several signatures, or a constrained
    /// extension's) is noted so its calls choose.
    func addMethod(_ method: FunctionDecl, to info: TypeInfo) {
        notePlace(of: method, owner: info)
        if method.isMutating { mutatingMethodNames.insert(method.name) }
        let name = method.name
        let existing = method.isStatic ? info.staticMethods[name] : info.methods[name]
        var variants = (method.isStatic ? info.staticVariants[name] : info.methodVariants[name]) ?? existing.map { [$0] } ?? []
        variants.removeAll { $0.signatureKey == method.signatureKey }
        variants.append(method)
        if variants.count > 1 || !method.conditions.isEmpty {
            if method.isStatic { info.staticVariants[name] = variants } else { info.methodVariants[name] = variants }
            overloadedNames.insert(name)
        }
        if method.isStatic { info.staticMethods[name] = method } else { info.methods[name] = method }
        if !method.isStatic, name != "init" {
            method.ownerGenericParameters = info.decl.genericParameters.map(\.name).filter { generic in
                method.parameters.contains { $0.type?.mentions(generic) == true }
            }
        }
        method.isProtocolExtensionMember = info.kind == .protocol || isLibraryProtocolTable(info)
        method.extendedProtocol = method.isProtocolExtensionMember ? info.name : nil
        if method.isStatic, name == "~=" { declaresStaticPatternOperator = true }
        noteSignature(of: method)
    }

    /// Records a member's signature under its name: a name declared with two signatures anywhere (a
    /// subclass adding `f(y:)` to its superclass's `f(x:)`) makes calls of that name choose.
    func noteSignature(of function: FunctionDecl) {
        let key = function.signatureKey
        guard let known = memberSignatures[function.name] else {
            memberSignatures[function.name] = key
            return
        }
        if known != key { overloadedNames.insert(function.name) }
    }

    /// The table of an extension of a library protocol (`extension BidirectionalCollection`): made from the
    /// extension's declaration, so its kind is not `.protocol`, but its members are a protocol extension's.
    func isLibraryProtocolTable(_ info: TypeInfo) -> Bool {
        Self.libraryProtocols.contains(info.name) && builtinExtensions[info.name] === info
    }

    /// Every declaration of the method `name` a value of `type` answers: the type's own, its superclasses',
    /// its protocols' extensions (a declaration hides those of the same signature further up).
    func methodCandidates(_ name: String, of type: TypeInfo, isStatic: Bool) -> [FunctionDecl] {
        var found: [FunctionDecl] = []
        var keys: Set<String> = []
        var overridden: Set<[String?]> = []
        var concreteShapes: Set<String> = []
        func take(_ info: TypeInfo) {
            let variants = isStatic ? info.staticVariants[name] : info.methodVariants[name]
            let single = isStatic ? info.staticMethods[name] : info.methods[name]
            let declared = variants ?? single.map({ [$0] }) ?? []
            for function in declared {
                let labels = function.parameters.map(\.label)
                // An override hides the declaration it overrides: the one with its labels, or, where several share
                // them (`f(_ x: Int)` and `f(_ x: Any)`), the one with its signature.
                let hidden = overridden.contains(labels) && declared.filter { $0.parameters.map(\.label) == labels }.count == 1
                guard !hidden, keys.insert(function.signatureKey).inserted else { continue }
                if info.kind == .protocol {
                    if concreteShapes.contains(function.callShapeKey) { continue }
                } else if function.conditions.isEmpty {
                    // A constrained extension's method (`extension S where T == Int { func f() }`) hides a protocol
                    // extension's of its shape only where its constraint holds: for an `S<String>` Swift calls the
                    // protocol's, so both stay candidates and the constraint chooses.
                    concreteShapes.insert(function.callShapeKey)
                }
                if function.isOverride { overridden.insert(labels) }
                found.append(function)
            }
        }
        for info in type.memberLookupOrder { take(info) }
        return found
    }
}

extension Interpreter {
    /// `area(side:)`, `counter.increment(by:)`, `String.init(describing:)`: the declaration with these
    /// argument labels, as a function value that is then called without labels.
    func functionReference(_ value: Value, labels: [String?], _ range: SourceRange, _ source: SourceText) throws -> Value {
        func fits(_ function: FunctionDecl) -> Bool { function.parameters.map(\.label) == labels }
        switch value {
        case .function(let decl) where fits(decl): return value
        case .boundMethod(let bound) where fits(bound.function): return value
        case .overloads(let set):
            guard let chosen = set.candidates.first(where: fits) else { break }
            guard let receiver = set.receiver else { return .function(chosen) }
            return .boundMethod(BoundMethod(receiver: receiver, function: chosen, type: set.owner ?? scriptType(of: receiver)!))
        case .builtin(let builtin):
            // A library function: its arguments get the labels back.
            return .builtin(BuiltinFunction(builtin.name) { interpreter, arguments, range, source in
                let labeled = zip(arguments, labels + Array(repeating: nil, count: max(0, arguments.count - labels.count)))
                    .map { ArgumentValue(label: $1, value: $0.value) }
                return try builtin.body(interpreter, labeled, range, source)
            })
        case .type, .metatype, .builtinType, .native(is NativeCallable):
            // `Point.init(x:y:)`, `URL.init(string:)`: the initializer, its arguments labeled.
            return .builtin(BuiltinFunction("init") { interpreter, arguments, range, source in
                let labeled = zip(arguments, labels).map { ArgumentValue(label: $1, value: $0.value) }
                return try interpreter.callWithValues(value, labeled, range, source)
            })
        default:
            break
        }
        let written = labels.map { ($0 ?? "_") + ":" }.joined()
        throw runtimeError("no function with the argument labels '(\(written))' here", range, source)
    }
}
