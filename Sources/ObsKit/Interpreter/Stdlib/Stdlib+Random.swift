/// `Bool.random()`, `Int.random(in:)`, `Double.random(in:)`, `Float.random(in:)`, the sized integers'
/// `random(in:)`, `shuffled()`, `shuffle()` and `randomElement()`, each also with `using: &generator`.
/// Without a generator they are really random, as Swift's are (so no fixture can print them; see README).
/// With one, Swift's own functions draw from it through `ScriptGenerator`, so a script's seeded generator
/// gives the numbers it gives in Swift (interpreter fixture 592, checked with swiftc).
extension Interpreter {
    func randomMember(of typeName: String) -> Value? {
        .builtin(BuiltinFunction("random") { interpreter, arguments, range, source in
            let generator = arguments.first { $0.label == "using" }
            if typeName == "Bool" { return .bool(try interpreter.drawing(from: generator, range, source) { Bool.random(using: &$0) }) }
            let bounds = try interpreter.requireArgument(arguments, "in", in: "random(in:)", range, source)
            guard let limits = interpreter.asRangeValue(bounds), let lower = limits.lower, let upper = limits.upper else {
                throw interpreter.runtimeError("random(in:) expects a range", range, source)
            }
            let isEmpty = limits.closed ? try interpreter.libraryLess(upper, lower, range, source)
                                        : !(try interpreter.libraryLess(lower, upper, range, source))
            if isEmpty { throw interpreter.runtimeError("Fatal error: Can't get random value with an empty range", range, source) }
            if let kind = IntKind.byName[typeName] ?? Self.sizedKind(lower) {
                let low = Self.integerBits(lower), high = Self.integerBits(upper)
                return try interpreter.drawing(from: generator, range, source) { drawn in
                    let box = GeneratorBox(drawn)
                    defer { drawn = box.generator }
                    return try kind.run(SizedRandom(low: low, high: high, closed: limits.closed, kind: kind, generator: box))
                }
            }
            switch (lower, upper) {
            case (.int(let a), .int(let b)) where typeName == "Int":
                return .int(try interpreter.drawing(from: generator, range, source) {
                    limits.closed ? Int.random(in: a...b, using: &$0) : Int.random(in: a..<b, using: &$0)
                })
            default:
                guard let a = lower.doubleValue, let b = upper.doubleValue else {
                    throw interpreter.runtimeError("random(in:) expects a range of numbers", range, source)
                }
                if typeName == "Float" {
                    return .float(try interpreter.drawing(from: generator, range, source) {
                        limits.closed ? Float.random(in: Float(a)...Float(b), using: &$0) : Float.random(in: Float(a)..<Float(b), using: &$0)
                    })
                }
                return .double(try interpreter.drawing(from: generator, range, source) {
                    limits.closed ? Double.random(in: a...b, using: &$0) : Double.random(in: a..<b, using: &$0)
                })
            }
        })
    }

    private static func sizedKind(_ value: Value) -> IntKind? {
        if case .sized(let number) = value { return number.kind }
        return nil
    }

    private static func integerBits(_ value: Value) -> UInt64 {
        switch value {
        case .sized(let number): return number.bits
        case .int(let number): return UInt64(bitPattern: Int64(number))
        default: return 0
        }
    }

    /// Runs `body` with the generator a `using: &generator` argument names (changed in place as it draws),
    /// or with the system's when there is none.
    func drawing<R>(from generator: ArgumentValue?, _ range: SourceRange, _ source: SourceText,
                    _ body: (inout ScriptGenerator) throws -> R) throws -> R {
        guard let generator else {
            var system = ScriptGenerator(drawingFor: nil, state: .void, range, source)
            return try body(&system)
        }
        guard let modify = generator.modify else {
            throw runtimeError("passing value of type '\(generator.value.typeName)' to an inout parameter requires explicit '&'", range, source)
        }
        var result: R?
        try modify { state in
            var drawn = ScriptGenerator(drawingFor: self, state: state, range, source)
            result = try body(&drawn)
            state = drawn.state
            if let failure = drawn.failure { throw failure }
        }
        return result!
    }

    /// The next 64 random bits from a script's generator: its `next()` called, its new state kept.
    fileprivate func nextRandomBits(from state: inout Value, _ range: SourceRange, _ source: SourceText) throws -> UInt64 {
        guard let type = scriptType(of: state),
              let next = methodCandidates("next", of: type, isStatic: false).first(where: \.parameters.isEmpty) else {
            throw runtimeError("argument type '\(state.typeName)' does not conform to expected type 'RandomNumberGenerator'", range, source)
        }
        let (value, newSelf) = try call(next, receiver: state, arguments: [], type: type)
        if next.isMutating { state = newSelf }
        switch value {
        case .sized(let number): return number.bits
        case .int(let number): return UInt64(bitPattern: Int64(number))
        default: throw runtimeError("'\(type.name).next()' must return a UInt64, not '\(value.typeName)'", range, source)
        }
    }
}

/// A `RandomNumberGenerator` for Swift's own random functions: it draws from a script's generator (its
/// `next()` run by the interpreter), or from the system's when there is none. A `next()` that fails is
/// kept in `failure` (thrown once the Swift function returns) and all bits are ones from then on, which
/// ends every one of Swift's rejection loops.
struct ScriptGenerator: RandomNumberGenerator {
    private let interpreter: Interpreter?
    private let range: SourceRange
    private let source: SourceText
    private var system = SystemRandomNumberGenerator()
    var state: Value
    private(set) var failure: Error?

    init(drawingFor interpreter: Interpreter?, state: Value, _ range: SourceRange, _ source: SourceText) {
        self.interpreter = interpreter
        self.state = state
        self.range = range
        self.source = source
    }

    mutating func next() -> UInt64 {
        guard let interpreter else { return system.next() }
        guard failure == nil else { return .max }
        do {
            return try interpreter.nextRandomBits(from: &state, range, source)
        } catch {
            failure = error
            return .max
        }
    }
}

/// `UInt8.random(in: 0...9, using: &g)`: Swift's function on the sized type itself.
private struct SizedRandom: IntegerOperation {
    let low: UInt64, high: UInt64, closed: Bool, kind: IntKind
    let generator: GeneratorBox

    func run<T: FixedWidthInteger>(_ type: T.Type) throws -> Value {
        let a = T(truncatingIfNeeded: low), b = T(truncatingIfNeeded: high)
        let picked = closed ? T.random(in: a...b, using: &generator.generator) : T.random(in: a..<b, using: &generator.generator)
        return .sized(SizedInt(picked, kind: kind))
    }
}

private final class GeneratorBox {
    var generator: ScriptGenerator
    init(_ generator: ScriptGenerator) { self.generator = generator }
}
