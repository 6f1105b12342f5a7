/// One call of a Combine operator from a script (`publisher.scan(0) { $0 + $1 }`): its arguments, read the way
/// the operator's declaration in Combine names them, and the errors that name a wrong call. Not an Apple type.
struct OperatorCall {
    let name: String
    let interpreter: Interpreter
    let arguments: [Interpreter.ArgumentValue]
    let range: SourceRange
    let source: SourceText

    func error(_ usage: String) -> Error {
        interpreter.runtimeError("expected \(usage)", range, source)
    }

    /// Requires exactly these labels in this order (nil: unlabelled), or throws `usage`.
    func expect(_ labels: [String?], _ usage: String) throws {
        guard arguments.map(\.label) == labels else { throw error(usage) }
    }

    /// The argument at `index` as a script closure.
    func handler(_ index: Int) -> ScriptHandler {
        ScriptHandler(function: arguments[index].value, interpreter: interpreter, range: range, source: source)
    }

    /// The labelled argument as a closure, if there is one (`handleEvents(receiveOutput:)`).
    func handler(_ label: String) -> ScriptHandler? {
        arguments.first { $0.label == label }.map { ScriptHandler(function: $0.value, interpreter: interpreter, range: range, source: source) }
    }

    /// The only argument, a closure (`catch { ... }`, `first(where:)`).
    func onlyHandler(_ usage: String, label: String? = nil) throws -> ScriptHandler {
        try expect([label], usage)
        return handler(0)
    }

    /// The only argument, an Int of at least `minimum` (`prefix(2)`, `retry(3)`).
    func count(_ usage: String, label: String? = nil, minimum: Int = 0) throws -> Int {
        try expect([label], usage)
        guard case .int(let count) = arguments[0].value, count >= minimum else { throw error(usage) }
        return count
    }

    /// The argument at `index` as a publisher.
    func publisher(_ index: Int) throws -> any Publisher {
        switch arguments[index].value {
        case .native(let publisher as any Publisher): return publisher
        case .publisher(let publisher): return publisher
        case let value: throw interpreter.runtimeError("expected a publisher, got '\(value.typeName)'", range, source)
        }
    }

    /// The unlabelled arguments as publishers, and a last closure (`zip(a, b) { x, y in ... }`), if any.
    func publishersAndTransform(_ usage: String, limit: Int = 3) throws -> ([any Publisher], ScriptHandler?) {
        guard !arguments.isEmpty, arguments.allSatisfy({ $0.label == nil }) else { throw error(usage) }
        let hasTransform = arguments.last!.value.isFunction
        let publishers = try (0..<(arguments.count - (hasTransform ? 1 : 0))).map { try publisher($0) }
        guard !publishers.isEmpty, publishers.count <= limit else { throw error(usage) }
        return (publishers, hasTransform ? handler(arguments.count - 1) : nil)
    }

    /// The labelled argument's time in nanoseconds: `.milliseconds(500)`, `.seconds(1)`, or a plain number of
    /// seconds (DispatchQueue's and RunLoop's strides are literals of seconds).
    func stride(_ label: String) throws -> Int {
        guard let amount = arguments.first(where: { $0.label == label })?.value else { throw error("\(name)(\(label): ...)") }
        if case .native(let duration as DurationValue) = amount { return max(0, duration.nanoseconds) }
        return max(0, try interpreter.durationNanoseconds(amount, scale: 1_000_000_000, "seconds", range, source))
    }

    /// Requires `scheduler:` to be the main scheduler, the one ObsREPL has.
    func requireMainScheduler() throws {
        guard case .native(let scheduler as MainScheduler)? = arguments.first(where: { $0.label == "scheduler" })?.value,
              !scheduler.isType else {
            throw interpreter.runtimeError("\(name)(...scheduler:) supports DispatchQueue.main and RunLoop.main only", range, source)
        }
    }

    /// Stops with "not supported yet: Combine's 'name'" (and what is left out).
    func unsupported(_ what: String) -> Error {
        ObsDiagnostic(.unsupported, "Combine's '\(what)'", at: SourceLocation(source: source, range: range))
    }
}
