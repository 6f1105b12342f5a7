// SwiftLee style (unstructured tasks): Task { } handles awaited through .value and .result, including tasks that throw
enum FetchError: Error, CustomStringConvertible {
    case notFound(String)
    var description: String {
        switch self { case .notFound(let key): return "not found: \(key)" }
    }
}

let store = ["alpha": 1, "beta": 2, "gamma": 3]

func lookup(_ key: String) async throws -> Int {
    guard let value = store[key] else { throw FetchError.notFound(key) }
    return value
}

func describeAll(_ keys: [String]) async -> [String] {
    var out: [String] = []
    for key in keys {
        let task = Task { try await lookup(key) }
        let result = await task.result
        out.append((try? result.get()).map { "\(key)=\($0)" } ?? "\(key)=missing")
    }
    return out
}

let simple = Task { () -> String in
    let n = (1...10).reduce(0, +)
    return "sum is \(n)"
}
print(await simple.value)

let throwing = Task { try await lookup("beta") * 100 }
print(try await throwing.value)

let failing = Task { try await lookup("delta") }
switch await failing.result {
case .success(let v): print("value", v)
case .failure(let error): print("failed:", error)
}

do {
    _ = try await failing.value
} catch let error as FetchError {
    print("caught again:", error)
}

var handles: [Task<Int, Never>] = []
for i in 1...4 {
    handles.append(Task { i * i })
}
var total = 0
for handle in handles { total += await handle.value }
print("squares total", total)

print(await describeAll(["alpha", "zeta", "gamma"]))
let doubled = await Task { 21 }.value * 2
print("doubled", doubled)
let mapped = await Task { try await lookup("gamma") }.result.map { $0 + 10 }
print(mapped)

// expect: sum is 55
// expect: 200
// expect: failed: not found: delta
// expect: caught again: not found: delta
// expect: squares total 30
// expect: ["alpha=1", "zeta=missing", "gamma=3"]
// expect: doubled 42
// expect: success(13)
