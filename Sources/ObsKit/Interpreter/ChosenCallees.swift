/// Calls whose function the compiler fixed (`CompilerFacts`): Swift chooses among a name's declarations at compile
/// time, from the static types. A constrained extension's method applies only where the compiler can see the
/// constraint hold (`a.info()` in `func f<T>(_ a: [T])` is the unconstrained `info`, even for an `[Int]`); a
/// protocol extension's member the protocol does not require is chosen by the declared type, not the value; an
/// overload inside a generic function is the one its constraints allow. The interpreter, choosing from the
/// values, would pick the most specific declaration the value fits; where the compiler said which, it calls that.
///
/// What dispatches on the value at run time stays the interpreter's: a class's methods (overrides) and a
/// protocol's requirements (no body here: the compiler names the requirement, which no `FunctionDecl` is).
extension Interpreter {
    /// Remembers where a script function's name is, for the calls the compiler fixes to find it.
    func notePlace(of function: FunctionDecl, owner: TypeInfo?) {
        if function.resultFixesGenerics { resultTypedGenerics = true }
        guard let place = function.namePlace else { return }
        functionsByPlace[place] = (function, owner)
    }

    /// The call of `callee` ending at `range.end`, to the function the compiler fixed; nil when the interpreter
    /// chooses: the function is a class's or a static member, one the interpreter does not have, or the only one
    /// it could take (a function of the name declared once, a struct's or enum's method it declares once: the usual
    /// path, with its fast ways of calling, finds it).
    func callChosen(_ place: NamePlace, _ callee: Expr, _ arguments: [Argument], _ range: SourceRange, _ frame: Frame,
                    _ source: SourceText, expected: TypeRef?) throws -> Value? {
        guard let (function, owner) = functionsByPlace[place], !function.isStatic else {
            guard let requirement = requirementsByPlace[place] else { return nil }
            return try callWitness(of: requirement, callee, arguments, range, frame, source, expected: expected)
        }
        guard let owner else {
            switch callee.kind {
            case .global(let slot):
                guard case .overloads? = globals.values[slot] else { return nil }
            case .selfMemberOrGlobal:
                break  // the global, not a member of `self` of that name
            default:
                return nil
            }
            return try callValue(.function(function), arguments, range, frame, source, expected: expected)
        }
        switch owner.kind {
        case .class: return nil
        case .struct where owner.methodVariants[function.name] == nil, .enum where owner.methodVariants[function.name] == nil: return nil
        default: break
        }
        let baseExpr: Expr
        switch callee.kind {
        case .member(let base, _): baseExpr = base
        case .selfMemberOrGlobal(let receiver, _, _): baseExpr = receiver
        default: return nil
        }
        let base = try evaluate(baseExpr, frame, source)
        return try callMutating(function, on: base, baseExpr, type: owner, arguments, range, frame, source, expected: expected)
    }
}
