// Swift book style: async closures stored and called with await
let doubler: (Int) async -> Int = { x in
    x * 2
}
print(await doubler(21))

func apply(_ values: [Int], _ transform: (Int) async -> Int) async -> [Int] {
    var out: [Int] = []
    for v in values {
        out.append(await transform(v))
    }
    return out
}
print(await apply([1, 2, 3], doubler))
print(await apply([1, 2, 3]) { $0 + 100 })

let validator: (String) async throws -> String = { s in
    if s.isEmpty { throw ValidationError.empty }
    return s.uppercased()
}
enum ValidationError: Error { case empty }

for input in ["ok", "", "fine"] {
    do {
        print("valid: \(try await validator(input))")
    } catch {
        print("invalid input: \(error)")
    }
}

var handlers: [String: () async -> String] = [:]
handlers["greet"] = { "hello" }
handlers["count"] = { String(await doubler(5)) }
for key in handlers.keys.sorted() {
    print("\(key): \(await handlers[key]!())")
}

let sendableWork: @Sendable () async -> Int = { 7 * 6 }
print(await Task { await sendableWork() }.value)
// expect: 42
// expect: [2, 4, 6]
// expect: [101, 102, 103]
// expect: valid: OK
// expect: invalid input: empty
// expect: valid: FINE
// expect: count: 10
// expect: greet: hello
// expect: 42
