// Apple docs style (Result): success/failure values, map, flatMap, mapError and get()
enum EntropyError: Error, Equatable {
    case entropyDepleted
    case outOfRange(Int)
}

struct Source {
    var pool: [Int]
    mutating func draw() -> Result<Int, EntropyError> {
        guard !pool.isEmpty else { return .failure(.entropyDepleted) }
        return .success(pool.removeFirst())
    }
}

var source = Source(pool: [4, 11, 7])
for _ in 0..<4 {
    switch source.draw() {
    case .success(let n): print("drew \(n)")
    case .failure(let e): print("failed: \(e)")
    }
}

func checkRange(_ n: Int) -> Result<Int, EntropyError> {
    (1...10).contains(n) ? .success(n) : .failure(.outOfRange(n))
}

let values: [Result<Int, EntropyError>] = [.success(3), .success(12), .failure(.entropyDepleted)]
for r in values {
    let doubled = r.map { $0 * 2 }
    let checked = r.flatMap(checkRange)
    print("map:", doubled, "flatMap:", checked)
}

struct DisplayError: Error { let message: String }
let mapped = values[2].mapError { DisplayError(message: "wrapped \($0)") }
if case .failure(let d) = mapped { print("mapError:", d.message) }

// Bridging to throwing code.
func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw DisplayError(message: "not a number: \(s)") }
    return n
}
let results = ["42", "x", "-5"].map { s in Result { try parse(s) } }
for r in results {
    do {
        let v = try r.get()
        print("got", v)
    } catch let e as DisplayError {
        print("caught", e.message)
    } catch {
        print("other", error)
    }
}

let successes = results.compactMap { try? $0.get() }
print("successes:", successes, "sum:", successes.reduce(0, +))
let failures = results.filter { if case .failure = $0 { return true } else { return false } }.count
print("failure count:", failures)

// Equatable when both sides are Equatable
let a: Result<Int, EntropyError> = .success(1)
print("a == .success(1):", a == .success(1), "a == .failure(.entropyDepleted):", a == .failure(.entropyDepleted))

func firstSuccess<T, E>(_ rs: [Result<T, E>]) -> T? {
    for r in rs { if case .success(let v) = r { return v } }
    return nil
}
print("first success:", firstSuccess(results) as Any)
let chained = checkRange(5).flatMap { checkRange($0 * 3) }.map { "value \($0)" }
print("chained:", chained)

// expect: drew 4
// expect: drew 11
// expect: drew 7
// expect: failed: entropyDepleted
// expect: map: success(6) flatMap: success(3)
// expect: map: success(24) flatMap: failure(main.EntropyError.outOfRange(12))
// expect: map: failure(main.EntropyError.entropyDepleted) flatMap: failure(main.EntropyError.entropyDepleted)
// expect: mapError: wrapped entropyDepleted
// expect: got 42
// expect: caught not a number: x
// expect: got -5
// expect: successes: [42, -5] sum: 37
// expect: failure count: 1
// expect: a == .success(1): true a == .failure(.entropyDepleted): false
// expect: first success: Optional(42)
// expect: chained: failure(main.EntropyError.outOfRange(15))
