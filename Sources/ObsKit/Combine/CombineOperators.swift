/// The operators of Combine's `Publisher` beyond those in `Publisher+Operators.swift`, by name: each reads its
/// call and makes its publisher. Those the compiler check accepts and ObsREPL leaves out stop with "not
/// supported yet: Combine's 'name'". Not an Apple type.
enum CombineOperators {
    typealias Make = @Sendable (any Publisher, OperatorCall) throws -> any Publisher

    static let table: [String: Make] = transforming.merging(failing) { $1 }.merging(combining) { $1 }

    /// Operators the check's Combine interface declares and ObsREPL does not run.
    static let unsupported: Set<String> = [
        "tryCompactMap", "tryRemoveDuplicates", "contains", "tryContains", "allSatisfy", "tryAllSatisfy",
        "subscribe", "timeout", "measureInterval", "multicast", "makeConnectable", "buffer", "breakpoint",
        "breakpointOnError", "decode", "encode", "tryMin", "tryMax", "tryLast",
    ]

    private static let transforming: [String: Make] = [
        "tryMap": { upstream, call in
            let transform = try call.onlyHandler("tryMap { ... }")
            return Publishers.Map(upstream: upstream, isTrying: true, transform: transform.callAsFunction)
        },
        "replaceNil": { upstream, call in
            try call.expect(["with"], "replaceNil(with:)")
            let output = call.arguments[0].value
            return Publishers.Map(upstream: upstream, isTrying: false) { $0.isNone ? output : ($0.unwrapped ?? output) }
        },
        "tryFilter": { upstream, call in
            Publishers.Filter(upstream: upstream, isIncluded: try call.onlyHandler("tryFilter { ... }"), isTrying: true)
        },
        "scan": { upstream, call in try scan(upstream, call, isTrying: false) },
        "tryScan": { upstream, call in try scan(upstream, call, isTrying: true) },
        "reduce": { upstream, call in try reduce(upstream, call, isTrying: false) },
        "tryReduce": { upstream, call in try reduce(upstream, call, isTrying: true) },
        "count": { upstream, call in
            try call.expect([], "count()")
            return Publishers.Reduce(upstream: upstream, typeName: "Publishers.Count", initialResult: .int(0)) { count, _ in
                guard case .int(let count)? = count else { return .int(1) }
                return .int(count + 1)
            }
        },
        "collect": { upstream, call in
            if call.arguments.isEmpty {
                return Publishers.Reduce(upstream: upstream, typeName: "Publishers.Collect", initialResult: .array([])) { collected, value in
                    guard case .array(var elements)? = collected else { return .array([value]) }
                    elements.append(value)
                    return .array(elements)
                }
            }
            return Publishers.CollectByCount(upstream: upstream, count: try call.count("collect() or collect(n)", minimum: 1))
        },
        "last": { upstream, call in
            let predicate = call.arguments.isEmpty ? nil : try call.onlyHandler("last() or last(where:)", label: "where")
            return Publishers.Reduce(upstream: upstream, typeName: predicate == nil ? "Publishers.Last" : "Publishers.LastWhere",
                                     initialResult: nil) { last, value in
                try predicate.map { try $0.test(value) } ?? true ? value : last
            }
        },
        "min": { upstream, call in try comparison(upstream, call, keepingLess: true) },
        "max": { upstream, call in try comparison(upstream, call, keepingLess: false) },
        "first": { upstream, call in
            if call.arguments.isEmpty { return Publishers.Output(upstream: upstream, typeName: "Publishers.First") { _, _ in .finishWith } }
            let predicate = try call.onlyHandler("first() or first(where:)", label: "where")
            return Publishers.Output(upstream: upstream, typeName: "Publishers.FirstWhere") { value, _ in try predicate.test(value) ? .finishWith : .skip }
        },
        "tryFirst": { upstream, call in
            let predicate = try call.onlyHandler("tryFirst(where:)", label: "where")
            return Publishers.Output(upstream: upstream, typeName: "Publishers.TryFirstWhere", isTrying: true) { value, _ in
                try predicate.test(value) ? .finishWith : .skip
            }
        },
        "output": { upstream, call in
            if call.arguments.first?.label == "in" {
                try call.expect(["in"], "output(in: range)")
                guard case .range(let lower, let upper, let closed) = call.arguments[0].value, lower >= 0 else { throw call.error("output(in: range)") }
                let last = closed ? upper : upper - 1
                return Publishers.Output(upstream: upstream, typeName: "Publishers.Output") { _, index in
                    index < lower ? .skip : index < last ? .pass : index == last ? .passAndFinish : .finish
                }
            }
            let wanted = try call.count("output(at:)", label: "at")
            return Publishers.Output(upstream: upstream, typeName: "Publishers.Output") { _, index in index < wanted ? .skip : .passAndFinish }
        },
        "prefix": { upstream, call in
            if call.arguments.first?.label == "untilOutputFrom" { throw call.unsupported("prefix(untilOutputFrom:)") }
            if call.arguments.first?.label == "while" { return Publishers.Output(upstream: upstream, typeName: "Publishers.PrefixWhile", gate: try prefixWhile(call)) }
            let length = try call.count("prefix(n) or prefix(while:)")
            return Publishers.Output(upstream: upstream, typeName: "Publishers.Output") { _, index in
                index + 1 < length ? .pass : index + 1 == length ? .passAndFinish : .finish
            }
        },
        "tryPrefix": { upstream, call in
            Publishers.Output(upstream: upstream, typeName: "Publishers.TryPrefixWhile", isTrying: true, gate: try prefixWhile(call))
        },
        "drop": { upstream, call in try dropWhile(upstream, call, isTrying: false) },
        "tryDrop": { upstream, call in try dropWhile(upstream, call, isTrying: true) },
        "ignoreOutput": { upstream, call in
            try call.expect([], "ignoreOutput()")
            return Publishers.Output(upstream: upstream, typeName: "Publishers.IgnoreOutput") { _, _ in .skip }
        },
        "replaceEmpty": { upstream, call in
            try call.expect(["with"], "replaceEmpty(with:)")
            return Publishers.ReplaceEmpty(upstream: upstream, output: call.arguments[0].value)
        },
        "handleEvents": { upstream, call in
            let labels: Set<String?> = ["receiveSubscription", "receiveOutput", "receiveCompletion", "receiveCancel", "receiveRequest"]
            guard call.arguments.allSatisfy({ labels.contains($0.label) }) else { throw call.error("handleEvents(receiveSubscription:receiveOutput:receiveCompletion:receiveCancel:receiveRequest:)") }
            let hook = { (label: String) in call.handler(label).flatMap { $0.function.isNone ? nil : $0 } }
            let subscription = hook("receiveSubscription"), output = hook("receiveOutput"), completion = hook("receiveCompletion")
            let cancel = hook("receiveCancel"), request = hook("receiveRequest")
            let hooks = Publishers.HandleEvents.Hooks(
                receiveSubscription: subscription.map { handler in { _ in _ = try handler(.symbol("subscription")) } },
                receiveOutput: output.map { handler in { _ = try handler($0) } },
                receiveCompletion: completion.map { handler in { _ = try handler($0.value) } },
                receiveCancel: cancel.map { handler in { _ = try handler(.void) } },
                receiveRequest: request.map { handler in { _ = try handler(.symbol("unlimited")) } })
            return Publishers.HandleEvents(upstream: upstream, typeName: "Publishers.HandleEvents", hooks: hooks, interpreter: call.interpreter)
        },
        "print": { upstream, call in
            guard call.arguments.count <= 2, call.arguments.allSatisfy({ $0.label == nil || $0.label == "to" }) else { throw call.error("print(_:to:)") }
            if let stream = call.arguments.first(where: { $0.label == "to" }), !stream.value.isNone { throw call.unsupported("print(_:to:)' with a stream ('to: nil") }
            let prefix = call.arguments.first { $0.label == nil }.map { call.interpreter.describe($0.value) } ?? ""
            return Publishers.HandleEvents.print(upstream, prefix: prefix, interpreter: call.interpreter, range: call.range, source: call.source)
        },
    ]

    private static func scan(_ upstream: any Publisher, _ call: OperatorCall, isTrying: Bool) throws -> any Publisher {
        try call.expect([nil, nil], "\(call.name)(initialResult) { partial, value in ... }")
        return Publishers.Scan(upstream: upstream, initialResult: call.arguments[0].value, nextPartialResult: call.handler(1), isTrying: isTrying)
    }

    private static func reduce(_ upstream: any Publisher, _ call: OperatorCall, isTrying: Bool) throws -> any Publisher {
        try call.expect([nil, nil], "\(call.name)(initialResult) { partial, value in ... }")
        let next = call.handler(1)
        return Publishers.Reduce(upstream: upstream, typeName: isTrying ? "Publishers.TryReduce" : "Publishers.Reduce",
                                 initialResult: call.arguments[0].value, isTrying: isTrying) { partial, value in
            try next.call(partial ?? .void, value)
        }
    }

    private static func comparison(_ upstream: any Publisher, _ call: OperatorCall, keepingLess: Bool) throws -> any Publisher {
        let order = call.arguments.isEmpty ? nil : try call.onlyHandler("\(call.name)() or \(call.name)(by:)", label: "by")
        let (range, source) = (call.range, call.source)
        return Publishers.Reduce(upstream: upstream, typeName: "Publishers.Comparison", initialResult: nil) { [weak interpreter = call.interpreter] kept, value in
            guard let kept, let interpreter else { return value }
            let (a, b) = keepingLess ? (value, kept) : (kept, value)
            let isLess = try order?.test(a, b) ?? interpreter.isTrue(try interpreter.apply(.less, a, b, range, source), range, source)
            return isLess ? value : kept
        }
    }

    private static func prefixWhile(_ call: OperatorCall) throws -> (Value, Int) throws -> Publishers.Output.Verdict {
        let predicate = try call.onlyHandler("\(call.name)(while:)", label: "while")
        return { value, _ in try predicate.test(value) ? .pass : .finish }
    }

    private static func dropWhile(_ upstream: any Publisher, _ call: OperatorCall, isTrying: Bool) throws -> any Publisher {
        guard call.arguments.first?.label == "while" else { throw call.unsupported("\(call.name)(untilOutputFrom:)") }
        let predicate = try call.onlyHandler("\(call.name)(while:)", label: "while")
        return Publishers.Output(upstream: upstream, typeName: isTrying ? "Publishers.TryDropWhile" : "Publishers.DropWhile", isTrying: isTrying) {
            var dropping = true
            return { value, _ in
                if dropping, try predicate.test(value) { return .skip }
                dropping = false
                return .pass
            }
        }
    }
}

extension CombineOperators {
    /// The operator `name` of `publisher` as a script method; nil when Combine has no such operator.
    static func member(_ name: String, of publisher: any Publisher) -> Value? {
        if let make = table[name] {
            return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                .native(try make(publisher, OperatorCall(name: name, interpreter: interpreter, arguments: arguments, range: range, source: source)))
            })
        }
        guard unsupported.contains(name) else { return nil }
        return .builtin(BuiltinFunction(name) { _, _, range, source in
            throw ObsDiagnostic(.unsupported, "Combine's '\(name)'", at: SourceLocation(source: source, range: range))
        })
    }
}
