// SwiftLee style (async closures): async and async throws closures stored in variables, arrays and struct properties, then awaited
struct Loader {
    let name: String
    let load: (Int) async throws -> String
}

enum LoadFailure: Error { case tooLarge(Int) }

let greet: (String) async -> String = { name in
    await Task { "hello \(name)" }.value
}
print(await greet("closures"))

let checkedDouble: (Int) async throws -> Int = { n in
    guard n < 100 else { throw LoadFailure.tooLarge(n) }
    return n * 2
}
print(try await checkedDouble(21))
do { _ = try await checkedDouble(500) } catch { print("failed:", error) }

let loaders = [
    Loader(name: "upper") { "item\($0)".uppercased() },
    Loader(name: "repeat") { String(repeating: "*", count: $0) },
    Loader(name: "strict") { n in
        if n > 3 { throw LoadFailure.tooLarge(n) }
        return "ok \(n)"
    },
]
for loader in loaders {
    for n in [2, 5] {
        let text = (try? await loader.load(n)) ?? "error"
        print(loader.name, n, text)
    }
}

var stages: [() async -> Int] = []
for i in 1...3 { stages.append { i * 10 } }
var sum = 0
for stage in stages { sum += await stage() }
print("stages sum:", sum)

func retry<T>(_ times: Int, _ operation: () async throws -> T) async rethrows -> T {
    for _ in 1..<times {
        if let value = try? await operation() { return value }
    }
    return try await operation()
}
var calls = 0
let value = try await retry(3) { () async throws -> String in
    calls += 1
    if calls < 3 { throw LoadFailure.tooLarge(calls) }
    return "succeeded on call \(calls)"
}
print(value)

let makeAdder: (Int) -> (Int) async -> Int = { base in { base + $0 } }
let addFive = makeAdder(5)
print(await addFive(10))

// expect: hello closures
// expect: 42
// expect: failed: tooLarge(500)
// expect: upper 2 ITEM2
// expect: upper 5 ITEM5
// expect: repeat 2 **
// expect: repeat 5 *****
// expect: strict 2 ok 2
// expect: strict 5 error
// expect: stages sum: 60
// expect: succeeded on call 3
// expect: 15
