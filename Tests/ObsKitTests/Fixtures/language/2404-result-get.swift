// Compiler test style: Result construction, map/flatMap/mapError, get() and Result(catching:)
enum LookupError: Error, CustomStringConvertible {
    case missing(String)
    case invalid(String, Int)
    var description: String {
        switch self {
        case .missing(let key): return "missing key \(key)"
        case .invalid(let key, let value): return "invalid \(key)=\(value)"
        }
    }
}

struct WrappedError: Error {
    let inner: LookupError
}

let settings = ["port": 8080, "workers": -2, "timeout": 30]

func lookup(_ key: String) -> Result<Int, LookupError> {
    guard let value = settings[key] else { return .failure(.missing(key)) }
    guard value >= 0 else { return .failure(.invalid(key, value)) }
    return .success(value)
}

for key in ["port", "workers", "host"] {
    switch lookup(key) {
    case .success(let v): print("\(key) -> \(v)")
    case .failure(let e): print("\(key) failed: \(e)")
    }
}

let doubledPort = lookup("port").map { $0 * 2 }
print(doubledPort)

let chained = lookup("timeout").flatMap { t -> Result<Int, LookupError> in
    t > 10 ? .failure(.invalid("timeout", t)) : .success(t)
}
print(chained)

let wrapped = lookup("host").mapError { WrappedError(inner: $0) }
do {
    _ = try wrapped.get()
} catch let error as WrappedError {
    print("wrapped: \(error.inner)")
} catch {
    print("unexpected")
}

func risky(_ n: Int) throws -> Int {
    if n < 0 { throw LookupError.invalid("n", n) }
    return n * n
}

let good = Result { try risky(7) }
let bad = Result { try risky(-3) }
print((try? good.get()) ?? -1, (try? bad.get()) ?? -1)
if case .failure(let e) = bad { print("bad holds \(e)") }

let results = [lookup("port"), lookup("workers"), lookup("timeout")]
let successes = results.compactMap { try? $0.get() }
print("successes \(successes)")
let recovered: Result<Int, WrappedError> = lookup("host").flatMapError { _ in .success(0) }
print(recovered)
// expect: port -> 8080
// expect: workers failed: invalid workers=-2
// expect: host failed: missing key host
// expect: success(16160)
// expect: failure(invalid timeout=30)
// expect: wrapped: missing key host
// expect: 49 -1
// expect: bad holds invalid n=-3
// expect: successes [8080, 30]
// expect: success(0)
