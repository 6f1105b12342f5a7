// Apple docs style (Result): get, map, flatMap and mapError
enum EntropyError: Error, Equatable {
    case entropySourceFailure
    case outOfRange(Int)
}

struct WrappedError: Error, CustomStringConvertible {
    let underlying: EntropyError
    var description: String { "wrapped(\(underlying))" }
}

func deterministicValue(seed: Int) -> Result<Int, EntropyError> {
    if seed < 0 { return .failure(.entropySourceFailure) }
    if seed > 100 { return .failure(.outOfRange(seed)) }
    return .success(seed * 7 % 23)
}

let seeds = [3, -1, 150, 42]
for seed in seeds {
    switch deterministicValue(seed: seed) {
    case .success(let v): print("seed \(seed): success \(v)")
    case .failure(let e): print("seed \(seed): failure \(e)")
    }
}

let doubled = deterministicValue(seed: 3).map { $0 * 2 }
print("map:", doubled)

let asText = deterministicValue(seed: -1).map { "value \($0)" }
print("map on failure:", asText)

func checkEven(_ n: Int) -> Result<Int, EntropyError> {
    n.isMultiple(of: 2) ? .success(n) : .failure(.outOfRange(n))
}
print("flatMap even:", deterministicValue(seed: 5).flatMap(checkEven))
print("flatMap odd:", deterministicValue(seed: 3).flatMap(checkEven))

let wrapped = deterministicValue(seed: 200).mapError { WrappedError(underlying: $0) }
switch wrapped {
case .success(let v): print("unexpected", v)
case .failure(let e): print("mapError:", e)
}

do {
    let v = try deterministicValue(seed: 10).get()
    print("get succeeded:", v)
    _ = try deterministicValue(seed: -5).get()
    print("not reached")
} catch let error as EntropyError {
    print("get threw:", error)
}

func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw EntropyError.outOfRange(-1) }
    return n
}
let fromThrowing = Result { try parse("123") }
let fromThrowingBad = Result { try parse("12x") }
print("catching init ok:", (try? fromThrowing.get()) ?? -1)
print("catching init bad:", (try? fromThrowingBad.get()) ?? -1)

let results = (0..<6).map { deterministicValue(seed: $0 * 40) }
let successes = results.compactMap { try? $0.get() }
print("successes:", successes)
let failureCount = results.filter { if case .failure = $0 { return true } else { return false } }.count
print("failures:", failureCount)
print("equatable results:", deterministicValue(seed: 1) == .success(7), deterministicValue(seed: -1) == .failure(.entropySourceFailure))
let flatMapErr = deterministicValue(seed: -3).flatMapError { _ in Result<Int, EntropyError>.success(0) }
print("flatMapError recovery:", flatMapErr)
// expect: seed 3: success 21
// expect: seed -1: failure entropySourceFailure
// expect: seed 150: failure outOfRange(150)
// expect: seed 42: success 18
// expect: map: success(42)
// expect: map on failure: failure(main.EntropyError.entropySourceFailure)
// expect: flatMap even: success(12)
// expect: flatMap odd: failure(main.EntropyError.outOfRange(21))
// expect: mapError: wrapped(outOfRange(200))
// expect: get succeeded: 1
// expect: get threw: entropySourceFailure
// expect: catching init ok: 123
// expect: catching init bad: -1
// expect: successes: [0, 4, 8]
// expect: failures: 3
// expect: equatable results: true true
// expect: flatMapError recovery: success(0)
