/// `Bool.random()`, `Int.random(in:)`, `Double.random(in:)`, `Float.random(in:)` and the sized integers'
/// `random(in:)`: really random, as Swift's are (so no fixture can print them; see README).
extension Interpreter {
    func randomMember(of typeName: String) -> Value? {
        .builtin(BuiltinFunction("random") { interpreter, arguments, range, source in
            if typeName == "Bool" { return .bool(Bool.random()) }
            let bounds = try interpreter.requireArgument(arguments, "in", in: "random(in:)", range, source)
            guard let limits = interpreter.asRangeValue(bounds), let lower = limits.lower, let upper = limits.upper else {
                throw interpreter.runtimeError("random(in:) expects a range", range, source)
            }
            let isEmpty = limits.closed ? try interpreter.libraryLess(upper, lower, range, source)
                                        : !(try interpreter.libraryLess(lower, upper, range, source))
            if isEmpty { throw interpreter.runtimeError("Fatal error: Can't get random value with an empty range", range, source) }
            switch (lower, upper) {
            case (.int(let a), .int(let b)) where typeName == "Int":
                return .int(limits.closed ? Int.random(in: a...b) : Int.random(in: a..<b))
            case (.sized(let a), .sized(let b)):
                let low = a.isSigned ? Int64(bitPattern: a.bits) : Int64(clamping: a.bits)
                let high = b.isSigned ? Int64(bitPattern: b.bits) : Int64(clamping: b.bits)
                let picked = limits.closed ? Int64.random(in: low...high) : Int64.random(in: low..<high)
                return .sized(SizedInt(bits: UInt64(bitPattern: picked), kind: a.kind))
            case (.int(let a), .int(let b)) where IntKind.byName[typeName] != nil:
                let picked = limits.closed ? Int.random(in: a...b) : Int.random(in: a..<b)
                return Value.int(picked).coerced(.toInteger(typeName))
            default:
                guard let a = lower.doubleValue, let b = upper.doubleValue else {
                    throw interpreter.runtimeError("random(in:) expects a range of numbers", range, source)
                }
                let picked = limits.closed ? Double.random(in: a...b) : Double.random(in: a..<b)
                return typeName == "Float" ? .float(Float(picked)) : .double(picked)
            }
        })
    }
}
