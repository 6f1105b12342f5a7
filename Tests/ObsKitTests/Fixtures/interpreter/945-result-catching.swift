// Result(catching:) wraps a throwing call; collecting results, then compactMap with try? get().
// Expected output: swiftc 6.3.1 on this machine.
struct ParseFailure: Error { let text: String }
func parse(_ text: String) throws -> Int {
    guard let value = Int(text) else { throw ParseFailure(text: text) }
    return value
}
let inputs = ["10", "x", "32", "7y"]
let results = inputs.map { text in Result { try parse(text) } }
for result in results {
    switch result {
    case .success(let value): print("ok", value)
    case .failure(let error as ParseFailure): print("bad", error.text)
    case .failure: print("other")
    }
}
print(results.compactMap { try? $0.get() }.reduce(0, +))
let failures = results.filter { if case .failure = $0 { return true } else { return false } }
print(failures.count)

// expect: ok 10
// expect: bad x
// expect: ok 32
// expect: bad 7y
// expect: 42
// expect: 2
