// Swift Evolution style (SE-0102/SE-0217): Never as a bottom type in guard, closures and Result<_, Never>, ending in a deliberate fatalError trap
func fail(_ message: String) -> Never {
    print("about to fail:", message)
    fatalError(message)
}

func value(at i: Int, in xs: [Int]) -> Int {
    guard xs.indices.contains(i) else { fail("index \(i) out of range") }
    return xs[i]
}

let safe: Result<Int, Never> = .success(10)
switch safe {
case .success(let v): print("never fails:", v)
}
print(safe.map { $0 + 1 })

let config: [String: String] = ["mode": "fast"]
guard let mode = config["mode"] else { fail("missing mode") }
print("mode", mode)

func neverReturns() -> Never { fail("no return") }
let closure: () -> Int = { if Bool(true) { return 5 } else { neverReturns() } }
print(closure())

print(value(at: 1, in: [7, 8, 9]))
print(value(at: 5, in: [7, 8, 9]))
print("not reached")

// expect: never fails: 10
// expect: success(11)
// expect: mode fast
// expect: 5
// expect: 8
// expect: about to fail: index 5 out of range
// expect-error: index 5 out of range
