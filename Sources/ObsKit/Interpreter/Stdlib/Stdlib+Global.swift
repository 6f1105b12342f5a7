/// The standard library's global names: the type names (`Int`, `String`, ...), `print`, `dump`, `min`,
/// `max`, `abs`, `zip`, `stride`, `type(of:)`, the traps, and the operators as functions (`reduce(0, +)`).
enum Stdlib {
    static let typeNames = ["Int", "Double", "String", "Bool", "Character", "Array", "Set", "Dictionary", "Optional", "Float"]
        + IntKind.allCases.map(\.name)

    static func install(into interpreter: Interpreter) {
        let globals = interpreter.globals
        for name in typeNames { globals.define(name, .builtinType(name)) }
        globals.names.genericParameters = [
            "Array": ["Element"], "Set": ["Element"], "Dictionary": ["Key", "Value"], "Optional": ["Wrapped"],
            "Collection": ["Element"], "Sequence": ["Element"],
        ]
        globals.define("Float32", .builtinType("Float"))
        globals.define("Range", .builtinType("Range"))
        globals.define("ClosedRange", .builtinType("ClosedRange"))
        for (name, reason) in UnsupportedName.all { globals.define(name, UnsupportedName.value(name: name, reason: reason)) }
        globals.define("Unicode", .builtinType("Unicode"))
        globals.define("UnicodeScalar", .builtinType("Unicode.Scalar"))
        globals.define("UTF8", .builtinType("UTF8"))
        globals.define("UTF16", .builtinType("UTF16"))
        globals.define("Float64", .builtinType("Double"))
        CTypeAliases.install(into: interpreter)
        // `Never.self`, `Result<Int, Never>`: the type that has no values.
        globals.define("Never", .builtinType("Never"))
        for type in LibraryEnumType.all where !type.name.contains(".") { globals.define(type.name, .native(type)) }
        // A Substring is kept as a String here (README, Known differences): `Substring(text)` makes one.
        globals.define("Substring", .builtinType("String"))
        // Likewise a ContiguousArray is an Array here (the same API; `type(of:)` names it Array).
        globals.define("ContiguousArray", .builtinType("Array"))
        globals.define("ArraySlice", .builtinType("ArraySlice"))
        func define(_ name: String, _ body: @escaping BuiltinFunction.Body) {
            globals.define(name, .builtin(BuiltinFunction(name, body: body)))
        }
        globals.define("Regex", .native(RegexType()))
        RegexBuilderModule.installBuilderOperations(into: interpreter)
        // `Error.self` (Combine's `setFailureType(to: Error.self)`): the protocol's metatype, printed `Error`.
        globals.define("Error", .metatype(.named("Error", [])))
        // A regex literal (`#/\d+/#`) is lowered to a call of this with its pattern (Lowering+Expr).
        define("__regexLiteral") { interpreter, arguments, range, source in
            try RegexType.literal(arguments.first?.value.stringContent ?? "", interpreter, range, source)
        }
        // `discard self` is lowered to a call of this (Lowering.swift): the noncopyable value's deinit will not run.
        define("__discard") { _, arguments, _, _ in
            if case .object(let object)? = arguments.first?.value { object.isDiscarded = true }
            return .void
        }
        define("print") { interpreter, arguments, range, source in try printBody(interpreter, arguments, range, source) }
        installTypeErasers(into: interpreter)
        installUniqueReferenceCheck(into: interpreter)
        installLowLevelFunctions(into: interpreter)
        installPointerTypes(into: interpreter)
        define("debugPrint") { interpreter, arguments, range, source in
            try printBody(interpreter, arguments, range, source, describe: interpreter.debugDescribe)
        }
        define("dump") { interpreter, arguments, range, source in
            let value = try interpreter.requireArgument(arguments, nil, in: "dump", range, source)
            func number(_ label: String, _ fallback: Int) -> Int {
                if case .int(let given)? = arguments.first(where: { $0.label == label })?.value { return given }
                return fallback
            }
            let name = arguments.first { $0.label == "name" }.flatMap { $0.value.unwrapped?.stringContent }
            // Each line starts with `indent` spaces: a string that size is checked before it is made (issue 10).
            try interpreter.checkStringAllocation(utf8Count: max(0, number("indent", 0)), range, source)
            let pieces = interpreter.dumpPieces(value, name: name, indent: number("indent", 0),
                                                maxDepth: number("maxDepth", .max), maxItems: number("maxItems", .max))
            // `dump(x, to: &stream)`: the tree is written to a String or a TextOutputStream instead.
            if let stream = arguments.first(where: { $0.label == "to" }) {
                try interpreter.write(pieces, to: stream, "dump(_:to:)", range, source)
                return value
            }
            let text = pieces.joined()
            interpreter.appendOutput(text)
            return value
        }
        define("min") { interpreter, arguments, range, source in try interpreter.extreme(arguments, wantMax: false, range, source) }
        define("max") { interpreter, arguments, range, source in try interpreter.extreme(arguments, wantMax: true, range, source) }
        define("numericCast") { interpreter, arguments, range, source in
            // Where the context names no integer type (`items[numericCast(i)]`): an Int (ContextualTypes reads the
            // expected one), trapping as the type's initializer does when the value does not fit.
            let value = try interpreter.requireArgument(arguments, nil, in: "numericCast(_:)", range, source)
            return try interpreter.callWithValues(interpreter.metatypeValue(.simple("Int")), [Interpreter.ArgumentValue(label: nil, value: value)], range, source)
        }
        define("abs") { interpreter, arguments, range, source in
            switch arguments.first?.value {
            case .int(let number)?:
                guard number != .min else { throw interpreter.runtimeError("Fatal error: Negation overflow", range, source) }
                return .int(abs(number))
            case .double(let number)?: return .double(abs(number))
            case .float(let number)?: return .float(abs(number))
            case .sized(let number)?:
                let value = Value.sized(number)
                return try interpreter.isTrue(try interpreter.apply(.less, value, .int(0), range, source), range, source)
                    ? try interpreter.prefix("-", value, range, source) : value
            case .native(let number as DecimalValue)?: return .native(DecimalValue(number.decimal.magnitude))
            default: throw interpreter.runtimeError("abs(_:) expects a number", range, source)
            }
        }
        define("type") { interpreter, arguments, range, source in
            interpreter.typeOf(try interpreter.requireArgument(arguments, "of", in: "type(of:)", range, source))
        }
        define("AnyHashable") { interpreter, arguments, range, source in
            guard arguments.count == 1, arguments[0].label == nil else {
                throw interpreter.runtimeError("AnyHashable(_:) takes one value", range, source)
            }
            if case .native(let boxed as AnyHashableValue) = arguments[0].value { return .native(boxed) }
            return .native(AnyHashableValue(arguments[0].value))
        }
        define("Mirror") { interpreter, arguments, range, source in try interpreter.constructMirror(arguments, range, source) }
        interpreter.implicitLibraryMembers["customized"] = AncestorRepresentation.customized
        define("Hasher") { interpreter, arguments, range, source in
            guard arguments.isEmpty else { throw interpreter.runtimeError("Hasher() takes no arguments", range, source) }
            return .native(HasherValue())
        }
        define("zip") { interpreter, arguments, range, source in
            guard arguments.count == 2 else { throw interpreter.runtimeError("zip(_:_:) takes two sequences", range, source) }
            // A side that is walked (a lazy map, a script's own sequence, an endless `1...`) is walked only as far
            // as the pairs are read, one element of each per pair, as Swift's Zip2Sequence does: what its closures
            // print comes between the pairs.
            if interpreter.isIteratedSequence(arguments[0].value) || interpreter.isIteratedSequence(arguments[1].value) {
                return .native(ZipSequence(first: arguments[0].value, second: arguments[1].value))
            }
            // Walked pair by pair, so one side may be infinite (`zip(1..., names)`).
            let first = try interpreter.makeIterator(arguments[0].value, range, source)
            let second = try interpreter.makeIterator(arguments[1].value, range, source)
            var pairs: [Value] = []
            while let a = try first.next(), let b = try second.next() {
                try interpreter.countStep(range, source)
                pairs.append(.tuple(TupleValue(elements: [a, b], labels: [nil, nil])))
            }
            return .native(CollectionAdapterValue(.zipped(arguments[0].value, arguments[1].value), base: .void, elements: pairs))
        }
        define("sequence") { interpreter, arguments, range, source in
            guard let next = interpreter.functionArgument(arguments, "next") else {
                throw interpreter.runtimeError("missing argument for parameter 'next' in call to 'sequence'", range, source)
            }
            if let first = interpreter.argument(arguments, "first") { return .native(UnfoldSequence(kind: .first(first), next: next)) }
            let state = try interpreter.requireArgument(arguments, "state", in: "sequence", range, source)
            return .native(UnfoldSequence(kind: .state(state), next: next))
        }
        define("stride", strideBody)
        define("repeatElement") { interpreter, arguments, range, source in
            // Swift's `Repeated<T>` collection.
            let element = try interpreter.requireArgument(arguments, nil, in: "repeatElement", range, source)
            let count = try interpreter.intArgument(interpreter.argument(arguments, "count"), in: "repeatElement(_:count:)", range, source)
            guard count >= 0 else { throw interpreter.runtimeError("Fatal error: Repetition count should be non-negative", range, source) }
            try interpreter.checkGrowth(count: 0, adding: count, sample: element, range, source)
            return .native(CollectionAdapterValue(.repeated(element: element), base: .void, elements: Array(repeating: element, count: count)))
        }
        define("withoutActuallyEscaping") { interpreter, arguments, range, source in
            // Closures here are values whatever their annotation: the body is given the closure itself.
            let closure = try interpreter.requireArgument(arguments, nil, in: "withoutActuallyEscaping(_:do:)", range, source)
            guard let body = interpreter.functionArgument(arguments, "do") else {
                throw interpreter.runtimeError("missing argument for parameter 'do' in call to 'withoutActuallyEscaping'", range, source)
            }
            return try interpreter.callWithValues(body, [Interpreter.ArgumentValue(label: nil, value: closure)], range, source)
        }
        installTraps(define) { name, body in
            // Arguments without a label arrive unevaluated (`.autoclosure`), as Swift's `@autoclosure` parameters.
            globals.define(name, .builtin(BuiltinFunction(name, autoclosureLabels: ["_"], body: body)))
        }
        installOperators(define)
    }

    /// The traps. `assert` and `precondition` take their condition and message as autoclosures: the message is
    /// built only when the condition fails (a message with side effects runs no more than Swift runs it).
    private static func installTraps(_ define: (String, @escaping BuiltinFunction.Body) -> Void,
                                     lazily defineLazily: (String, @escaping BuiltinFunction.Body) -> Void) {
        func message(_ interpreter: Interpreter, _ arguments: [Interpreter.ArgumentValue], skipping: Int,
                     _ range: SourceRange, _ source: SourceText) throws -> String {
            let rest = arguments.filter { $0.label == nil }.dropFirst(skipping)
            return try rest.first.map { ": " + interpreter.describe(try interpreter.force($0.value, range, source)) } ?? ""
        }
        define("fatalError") { interpreter, arguments, range, source in
            throw interpreter.runtimeError("Fatal error" + (try message(interpreter, arguments, skipping: 0, range, source)), range, source)
        }
        for (name, title) in [("precondition", "Precondition failed"), ("assert", "Assertion failed")] {
            defineLazily(name) { interpreter, arguments, range, source in
                let condition = try interpreter.force(try interpreter.requireArgument(arguments, nil, in: name, range, source), range, source)
                if try interpreter.isTrue(condition, range, source) { return .void }
                throw interpreter.runtimeError(title + (try message(interpreter, arguments, skipping: 1, range, source)), range, source)
            }
        }
        for name in ["preconditionFailure", "assertionFailure"] {
            define(name) { interpreter, arguments, range, source in
                throw interpreter.runtimeError("Fatal error" + (try message(interpreter, arguments, skipping: 0, range, source)), range, source)
            }
        }
    }

    /// `+`, `<`, ... as functions of two arguments: `reduce(0, +)`, `sorted(by: >)`.
    private static func installOperators(_ define: (String, @escaping BuiltinFunction.Body) -> Void) {
        let operators: [BinaryOperator] = [.add, .subtract, .multiply, .divide, .remainder, .less, .greater,
                                           .lessOrEqual, .greaterOrEqual, .equal, .notEqual]
        for op in operators {
            define(op.rawValue) { interpreter, arguments, range, source in
                guard arguments.count == 2 else {
                    throw interpreter.runtimeError("operator '\(op.rawValue)' takes two arguments", range, source)
                }
                return try interpreter.apply(op, arguments[0].value, arguments[1].value, range, source)
            }
        }
    }

    /// `print` (items as `describe` shows them) and `debugPrint` (as `debugDescribe` does).
    static func printBody(_ interpreter: Interpreter, _ arguments: [Interpreter.ArgumentValue],
                          _ range: SourceRange, _ source: SourceText, describe: ((Value) -> String)? = nil) throws -> Value {
        let show = describe ?? interpreter.describe
        var separator = " "
        var terminator = "\n"
        var items: [String] = []
        var target: Interpreter.ArgumentValue?
        for argument in arguments {
            switch argument.label {
            case "separator"?: separator = interpreter.describe(argument.value)
            case "terminator"?: terminator = interpreter.describe(argument.value)
            case "to"?: target = argument
            case nil: items.append(show(argument.value))
            case let label?:
                throw interpreter.runtimeError("extraneous argument label '\(label):' in call to '\(describe == nil ? "print" : "debugPrint")'", range, source)
            }
        }
        try interpreter.throwDeferredError()
        try interpreter.printItems(items, separator: separator, terminator: terminator, to: target, range, source)
        return .void
    }

    /// How many elements a stride has (Int.max: more than an Int counts); nil for a step of zero.
    private static func strideCount(_ start: Value, _ end: Value, _ step: Value, through: Bool) -> Int? {
        if case .int(let a) = start, case .int(let b) = end, case .int(let s) = step {
            guard s != 0 else { return nil }
            let (distance, overflow) = b.subtractingReportingOverflow(a)
            guard !overflow else { return .max }
            guard distance != 0 else { return through ? 1 : 0 }
            guard (distance > 0) == (s > 0) else { return 0 }
            let whole = distance / s
            return whole + (through || distance % s != 0 ? 1 : 0)
        }
        guard let a = start.doubleValue, let b = end.doubleValue, let s = step.doubleValue, s != 0 else { return nil }
        let steps = (b - a) / s
        let count = max(0, through ? steps.rounded(.down) + 1 : steps.rounded(.up))
        return count.isFinite && count < 0x1p62 ? Int(count) : .max
    }

    /// `stride(from: monday, to: friday, by: 2)` over a script's Strideable type: the library's algorithm, with its
    /// `advanced(by:)` and `distance(to:)`: each value while the end is still ahead (or reached, `through:`).
    private static func scriptStride(_ interpreter: Interpreter, _ start: Value, _ end: Value, _ step: Value, through: Bool,
                                     _ range: SourceRange, _ source: SourceText) throws -> Value {
        func sign(_ value: Value) throws -> Int {
            let zero: Value
            switch value {
            case .double: zero = .double(0)
            case .float: zero = .float(0)
            case .sized(let number): zero = .sized(SizedInt(0, kind: number.kind))
            default: zero = .int(0)
            }
            if try interpreter.libraryLess(zero, value, range, source) { return 1 }
            return try interpreter.libraryLess(value, zero, range, source) ? -1 : 0
        }
        let direction = try sign(step)
        guard direction != 0 else { throw interpreter.runtimeError("Fatal error: Stride size must not be zero", range, source) }
        var end = end
        if case .int = end, let type = interpreter.scriptType(of: start), type.conforms(to: "ExpressibleByIntegerLiteral") {
            // `stride(from: 0 as Cents, through: 100, by: 25)`: the bound is a literal of the start's type.
            end = try interpreter.callWithValues(.type(type), [.init(label: "integerLiteral", value: end)], range, source)
        }
        var elements: [Value] = []
        var current = start
        while true {
            try interpreter.countStep(range, source)
            let remaining = try sign(try interpreter.callMethod("distance", on: current, [.init(label: "to", value: end)], range, source))
            guard remaining == direction || (through && remaining == 0) else { break }
            elements.append(current)
            current = try interpreter.callMethod("advanced", on: current, [.init(label: "by", value: step)], range, source)
        }
        return .array(elements)
    }

    /// `stride(from:to:by:)` and `stride(from:through:by:)`: a StrideTo or StrideThrough of its elements.
    private static func strideBody(_ interpreter: Interpreter, _ arguments: [Interpreter.ArgumentValue],
                                   _ range: SourceRange, _ source: SourceText) throws -> Value {
        let elements = try strideElements(interpreter, arguments, range, source)
        guard case .array(let values) = elements, let start = interpreter.argument(arguments, "from") else { return elements }
        let through = interpreter.argument(arguments, "through") != nil
        // The start's type is the stride's (`stride(from: 0.0, ...)` is of Doubles; its first element tells best).
        return .native(CollectionAdapterValue(.stride(through: through), base: values.first ?? start, elements: values))
    }

    /// The elements of `stride(from:to:by:)` and `stride(from:through:by:)`, as an array.
    private static func strideElements(_ interpreter: Interpreter, _ arguments: [Interpreter.ArgumentValue],
                                   _ range: SourceRange, _ source: SourceText) throws -> Value {
        let start = try interpreter.requireArgument(arguments, "from", in: "stride", range, source)
        let step = try interpreter.requireArgument(arguments, "by", in: "stride", range, source)
        let through = interpreter.argument(arguments, "through")
        guard let end = through ?? interpreter.argument(arguments, "to") else {
            throw interpreter.runtimeError("missing argument for parameter 'to' or 'through' in call to 'stride'", range, source)
        }
        if let type = interpreter.scriptType(of: start), type.method("advanced") != nil, type.method("distance") != nil {
            return try scriptStride(interpreter, start, end, step, through: through != nil, range, source)
        }
        // A NaN bound or step never reaches the end: Swift's stride goes on without end; made into an array here, it cannot.
        if [start, end, step].contains(where: { $0.doubleValue?.isNaN == true }) {
            throw interpreter.runtimeError("not supported yet: a stride with a NaN bound or step (Swift's goes on without end)", range, source)
        }
        // A stride is made into its elements here (Swift's are lazy): sized and counted first.
        if let elements = strideCount(start, end, step, through: through != nil) {
            try interpreter.checkArrayAllocation(count: elements, sample: start, range, source)
            try interpreter.countSteps(elements, range, source)
        }
        switch (start, end, step) {
        case (.int(let a), .int(let b), .int(let s)):
            guard s != 0 else { throw interpreter.runtimeError("Fatal error: Stride size must not be zero", range, source) }
            return .array((through == nil ? Array(stride(from: a, to: b, by: s)) : Array(stride(from: a, through: b, by: s))).map { .int($0) })
        case (.native(let a as DateValue), .native(let b as DateValue), _):
            // Dates are Strideable by TimeInterval: `stride(from: start, to: end, by: 1800)` makes half-hour slots.
            guard let s = step.doubleValue, s != 0, !s.isNaN else { throw interpreter.runtimeError("Fatal error: Stride size must not be zero", range, source) }
            if let elements = strideCount(.double(0), .double(a.date.distance(to: b.date)), .double(s), through: through != nil) {
                try interpreter.checkArrayAllocation(count: elements, sample: start, range, source)
                try interpreter.countSteps(elements, range, source)
            }
            let dates = through == nil ? Array(stride(from: a.date, to: b.date, by: s)) : Array(stride(from: a.date, through: b.date, by: s))
            return .array(dates.map { .native(DateValue($0)) })
        case (.native(let a as PointerValue), .native(let b as PointerValue), .int(let s)):
            // Pointers are Strideable: `stride(from: start, to: end, by: 1)` walks a buffer.
            guard s != 0 else { throw interpreter.runtimeError("Fatal error: Stride size must not be zero", range, source) }
            let distance = try a.distance(to: b, interpreter, range, source)
            if let elements = strideCount(.int(0), .int(distance), step, through: through != nil) {
                try interpreter.checkArrayAllocation(count: elements, sample: start, range, source)
                try interpreter.countSteps(elements, range, source)
            }
            let offsets = through == nil ? Array(stride(from: 0, to: distance, by: s)) : Array(stride(from: 0, through: distance, by: s))
            return .array(offsets.map { .native(a.moved(by: $0)) })
        case (.sized(let bound), _, .int), (_, .sized(let bound), .int):
            // `stride(from: UInt8(250), through: 255, by: 2)`: elements of the bounds' type, stepped by an Int (their Stride).
            guard let a = start.integerValue, let b = end.integerValue else { break }
            let elements = try strideElements(interpreter, [.init(label: "from", value: .int(a)), .init(label: through == nil ? "to" : "through", value: .int(b)),
                                                        .init(label: "by", value: step)], range, source)
            guard case .array(let numbers) = elements else { return elements }
            return .array(numbers.map { $0.coerced(.toInteger(bound.kind.name)) })
        default: break
        }
        guard let a = start.doubleValue, let b = end.doubleValue, let s = step.doubleValue else {
            throw interpreter.runtimeError("stride expects numbers", range, source)
        }
        guard s != 0 else { throw interpreter.runtimeError("Fatal error: Stride size must not be zero", range, source) }
        if [start, end, step].contains(where: { if case .float = $0 { return true }; return false }) {
            // A Float stride adds its steps in Float (`0.3 * 3` is `0.90000004` there).
            let (a, b, s) = (Float(a), Float(b), Float(s))
            return .array((through == nil ? Array(stride(from: a, to: b, by: s)) : Array(stride(from: a, through: b, by: s))).map { .float($0) })
        }
        return .array((through == nil ? Array(stride(from: a, to: b, by: s)) : Array(stride(from: a, through: b, by: s))).map { .double($0) })
    }
}

extension Interpreter {
    /// `min(a, b, ...)` / `max(a, b, ...)` as Swift defines them, left to right: `min` takes `y < x ? y : x`
    /// (the first of equal values), `max` takes `y >= x ? y : x` (the last); so a NaN met first stays.
    func extreme(_ arguments: [ArgumentValue], wantMax: Bool, _ range: SourceRange, _ source: SourceText) throws -> Value {
        var values = arguments.map(\.value)
        // `max(.infinity, 0)`: a floating-point type's static member, a Double where nothing says Float.
        values = values.map { value in
            guard case .symbol(let name) = value, let number = Self.floatingPointStatic(name, of: Double.self) else { return value }
            return .double(number)
        }
        // `max(1.5, 2)`: the Int literal is a Double there.
        if values.contains(where: { if case .double = $0 { return true }; return false }) {
            values = values.map { if case .int(let number) = $0 { return .double(Double(number)) }; return $0 }
        }
        // `max(Length<Meters>(value: 5), Length(value: 7))`: one type T, so the second is a Length<Meters> too.
        Self.shareGenericArguments(&values)
        guard var best = values.first, values.count >= 2 else {
            throw runtimeError("\(wantMax ? "max" : "min") expects at least two arguments", range, source)
        }
        for value in values.dropFirst() {
            let replaces = wantMax ? try isTrue(try apply(.greaterOrEqual, value, best, range, source), range, source)
                : try libraryLess(value, best, range, source)
            if replaces { best = value }
        }
        return best
    }
}

extension Value {
    var doubleValue: Double? {
        switch self {
        case .int(let number): return Double(number)
        case .double(let number): return number
        case .sized(let number): return number.doubleValue
        case .float(let number): return Double(number)
        default: return nil
        }
    }
}
