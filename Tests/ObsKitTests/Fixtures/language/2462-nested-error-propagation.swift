// Compiler test style (concurrency): errors propagating through nested tasks, groups and async let
enum PipelineError: Error, CustomStringConvertible {
    case stage(name: String, code: Int)
    case wrapped(String, underlying: Error)
    var description: String {
        switch self {
        case .stage(let n, let c): return "stage \(n) failed (\(c))"
        case .wrapped(let ctx, let e): return "\(ctx): \(e)"
        }
    }
}

func stage(_ name: String, fail: Bool) async throws -> String {
    if fail { throw PipelineError.stage(name: name, code: name.count) }
    return name.uppercased()
}

func runPipeline(failAt: String?) async throws -> [String] {
    do {
        return try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for (i, n) in ["parse", "check", "emit"].enumerated() {
                group.addTask { (i, try await stage(n, fail: n == failAt)) }
            }
            var out: [(Int, String)] = []
            for try await r in group { out.append(r) }
            return out.sorted { $0.0 < $1.0 }.map { $0.1 }
        }
    } catch {
        throw PipelineError.wrapped("pipeline", underlying: error)
    }
}

print(try await runPipeline(failAt: nil))
do { _ = try await runPipeline(failAt: "check") } catch { print(error) }

let outer = Task { () throws -> String in
    let inner = Task { () throws -> String in
        try await stage("inner", fail: true)
    }
    do {
        return try await inner.value
    } catch {
        throw PipelineError.wrapped("outer", underlying: error)
    }
}
do { _ = try await outer.value } catch { print("task chain:", error) }

func combined() async throws -> String {
    async let a = stage("alpha", fail: false)
    async let b = stage("beta", fail: true)
    let first = try await a
    let second = try await b
    return first + second
}
do { _ = try await combined() } catch let e as PipelineError { print("async let:", e) }

let mapped: Result<String, Error> = await Task { try await stage("map", fail: false) }.result
print("mapped:", mapped.map { $0.count })
let failedResult = await Task { try await stage("oops", fail: true) }.result
if case .failure(let e) = failedResult { print("result failure:", e) }

func rethrowing(_ body: () async throws -> Int) async rethrows -> Int {
    try await body() * 2
}
print("rethrow ok:", try await rethrowing { 21 })
do { _ = try await rethrowing { throw PipelineError.stage(name: "r", code: 0) } } catch { print("rethrown:", error) }

// expect: ["PARSE", "CHECK", "EMIT"]
// expect: pipeline: stage check failed (5)
// expect: task chain: outer: stage inner failed (5)
// expect: async let: stage beta failed (4)
// expect: mapped: success(3)
// expect: result failure: stage oops failed (4)
// expect: rethrow ok: 42
// expect: rethrown: stage r failed (0)
