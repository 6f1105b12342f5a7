/// The rows of `CombineOperators.table` for failures (`mapError`, `catch`, `retry`...), for several publishers
/// (`merge`, `zip`, `combineLatest`, `prepend`, `flatMap`...), and for time on the main scheduler (`delay`,
/// `throttle`, `debounce`).
extension CombineOperators {
    static let failing: [String: Make] = [
        "mapError": { upstream, call in Publishers.MapError(upstream: upstream, transform: try call.onlyHandler("mapError { error in ... }")) },
        "setFailureType": { upstream, call in
            try call.expect(["to"], "setFailureType(to: Error.self)")
            return Publishers.SetFailureType(upstream: upstream)
        },
        "assertNoFailure": { upstream, call in
            guard call.arguments.allSatisfy({ $0.label == nil || $0.label == "file" || $0.label == "line" }) else { throw call.error("assertNoFailure(_:)") }
            let prefix = call.arguments.first { $0.label == nil }.map { call.interpreter.describe($0.value) } ?? ""
            return Publishers.AssertNoFailure(upstream: upstream, prefix: prefix, interpreter: call.interpreter, range: call.range, source: call.source)
        },
        "replaceError": { upstream, call in
            try call.expect(["with"], "replaceError(with:)")
            let output = call.arguments[0].value
            return Publishers.Catch(upstream: upstream, typeName: "Publishers.ReplaceError") { _ in Just(output) }
        },
        "catch": { upstream, call in
            let handler = try call.onlyHandler("catch { error in publisher }")
            return Publishers.Catch(upstream: upstream, typeName: "Publishers.Catch") { try Publishers.publisher(try handler($0), handler) }
        },
        "tryCatch": { upstream, call in
            let handler = try call.onlyHandler("tryCatch { error in publisher }")
            return Publishers.Catch(upstream: upstream, typeName: "Publishers.TryCatch", isTrying: true) { try Publishers.publisher(try handler($0), handler) }
        },
        "retry": { upstream, call in Publishers.Retry(upstream: upstream, retries: try call.count("retry(n)")) },
    ]

    static let combining: [String: Make] = [
        "merge": { upstream, call in
            guard call.arguments.first?.label == "with", call.arguments.dropFirst().allSatisfy({ $0.label == nil }) else { throw call.error("merge(with:)") }
            return Publishers.Merge([upstream] + (try call.arguments.indices.map { try call.publisher($0) }))
        },
        "zip": { upstream, call in
            let (others, transform) = try call.publishersAndTransform("zip(other), zip(other) { a, b in ... }, zip(b, c)")
            return Publishers.Zip([upstream] + others, transform: transform)
        },
        "combineLatest": { upstream, call in
            let (others, transform) = try call.publishersAndTransform("combineLatest(other), combineLatest(other) { a, b in ... }, combineLatest(b, c)")
            return Publishers.CombineLatest([upstream] + others, transform: transform)
        },
        "prepend": { upstream, call in Publishers.Concatenate(prefix: try concatenated(call), suffix: upstream) },
        "append": { upstream, call in Publishers.Concatenate(prefix: upstream, suffix: try concatenated(call)) },
        "flatMap": { upstream, call in
            if let limit = call.arguments.first(where: { $0.label == "maxPublishers" }) {
                guard case .symbol("unlimited") = limit.value else { throw call.unsupported("flatMap(maxPublishers:)' other than '.unlimited") }
            }
            guard let transform = call.arguments.last, transform.label == nil else { throw call.error("flatMap { value in publisher }") }
            return Publishers.FlatMap(upstream: upstream, transform: call.handler(call.arguments.count - 1))
        },
        "switchToLatest": { upstream, call in
            try call.expect([], "switchToLatest()")
            return Publishers.SwitchToLatest(upstream: upstream)
        },
        "share": { upstream, call in
            try call.expect([], "share()")
            return Publishers.Share(upstream: upstream)
        },
        "delay": { upstream, call in
            guard call.arguments.allSatisfy({ ["for", "tolerance", "scheduler", "options"].contains($0.label) }) else { throw call.error("delay(for:scheduler:)") }
            try call.requireMainScheduler()
            return Publishers.Delay(upstream: upstream, interval: try call.stride("for"), interpreter: call.interpreter)
        },
        "throttle": { upstream, call in
            try call.expect(["for", "scheduler", "latest"], "throttle(for:scheduler:latest:)")
            try call.requireMainScheduler()
            guard case .bool(let latest) = call.arguments[2].value else { throw call.error("throttle(for:scheduler:latest:) with a Bool") }
            return Publishers.Throttle(upstream: upstream, interval: try call.stride("for"), latest: latest, interpreter: call.interpreter)
        },
        "debounce": { upstream, call in
            guard call.arguments.count >= 2, call.arguments[0].label == "for", call.arguments[1].label == "scheduler" else { throw call.error("debounce(for:scheduler:)") }
            try call.requireMainScheduler()
            return Publishers.Debounce(upstream: upstream, dueTime: try call.stride("for"), interpreter: call.interpreter)
        },
    ]

    /// `prepend(1, 2)` / `append(1, 2)` (the values, as a sequence's publisher) or `prepend(publisher)`.
    private static func concatenated(_ call: OperatorCall) throws -> any Publisher {
        guard call.arguments.allSatisfy({ $0.label == nil }) else { throw call.error("\(call.name)(values...) or \(call.name)(publisher)") }
        if call.arguments.count == 1, let publisher = try? call.publisher(0) { return publisher }
        let values = call.arguments.map(\.value)
        return Publishers.Sequence(elements: values, description: call.interpreter.describe(.array(values)))
    }
}
