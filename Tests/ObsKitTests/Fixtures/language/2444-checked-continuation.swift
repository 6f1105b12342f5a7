// Compiler test style (concurrency): withCheckedContinuation / withCheckedThrowingContinuation resumed synchronously
enum LookupError: Error { case unknownKey(String) }

// Callback-based legacy API.
func legacyLookup(_ key: String, completion: (Result<Int, LookupError>) -> Void) {
    let table = ["one": 1, "two": 2, "ten": 10]
    if let v = table[key] { completion(.success(v)) } else { completion(.failure(.unknownKey(key))) }
}

func lookup(_ key: String) async throws -> Int {
    try await withCheckedThrowingContinuation { continuation in
        legacyLookup(key) { result in
            continuation.resume(with: result)
        }
    }
}

func square(_ x: Int) async -> Int {
    await withCheckedContinuation { (c: CheckedContinuation<Int, Never>) in
        c.resume(returning: x * x)
    }
}

print("one:", try await lookup("one"))
print("ten:", try await lookup("ten"))
do {
    _ = try await lookup("eleven")
} catch LookupError.unknownKey(let k) {
    print("unknown key:", k)
}
print("square 12:", await square(12))

func explicitThrow() async -> String {
    do {
        let _: Int = try await withCheckedThrowingContinuation { c in
            c.resume(throwing: LookupError.unknownKey("explicit"))
        }
        return "no error"
    } catch {
        return "caught \(error)"
    }
}
print(await explicitThrow())

let voidResult: Void = await withCheckedContinuation { c in c.resume() }
print("void:", voidResult)

func unsafePair() async -> (String, Int) {
    await withUnsafeContinuation { c in
        c.resume(returning: ("pair", 2))
    }
}
let p = await unsafePair()
print("unsafe:", p.0, p.1)

var values: [Int] = []
for k in ["two", "one", "ten", "two"] {
    values.append(try await lookup(k))
}
print("values:", values, "sum:", values.reduce(0, +))
let squares = await withTaskGroup(of: Int.self) { g in
    for i in 1...4 { g.addTask { await square(i) } }
    var out: [Int] = []
    for await s in g { out.append(s) }
    return out.sorted()
}
print("squares:", squares)

// expect: one: 1
// expect: ten: 10
// expect: unknown key: eleven
// expect: square 12: 144
// expect: caught unknownKey("explicit")
// expect: void: ()
// expect: unsafe: pair 2
// expect: values: [2, 1, 10, 2] sum: 15
// expect: squares: [1, 4, 9, 16]
