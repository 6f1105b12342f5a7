// Swift Evolution style (typed throws inference): SE-0413 throws(Never), inferred error types in closures and converting to any Error
enum NetError: Error, CustomStringConvertible {
    case offline
    case status(Int)
    var description: String {
        switch self {
        case .offline: "offline"
        case .status(let c): "status \(c)"
        }
    }
}

func fetch(_ code: Int) throws(NetError) -> String {
    switch code {
    case 0: throw .offline
    case 200: return "OK"
    default: throw .status(code)
    }
}

func neverFails() throws(Never) -> Int { 7 }

// A typed-throws function can be called from an untyped context
func legacy(_ code: Int) throws -> String {
    try fetch(code).lowercased()
}

func withRetry<T, E: Error>(_ attempts: Int, _ body: (Int) throws(E) -> T) throws(E) -> T {
    var attempt = 1
    while true {
        do {
            return try body(attempt)
        } catch {
            print("  attempt \(attempt) failed: \(error)")
            if attempt == attempts { throw error }
            attempt += 1
        }
    }
}

print(neverFails())
let value = withRetry(3) { (n: Int) -> Int in n * 100 }
print(value)

do {
    let s = try withRetry(3) { (n: Int) throws(NetError) -> String in try fetch(n == 3 ? 200 : 503) }
    print("got \(s)")
    _ = try withRetry(2) { (_: Int) throws(NetError) -> String in try fetch(0) }
} catch {
    let e: NetError = error
    print("gave up: \(e)")
}

do {
    print(try legacy(200))
    print(try legacy(404))
} catch let e as NetError {
    print("legacy caught NetError \(e)")
} catch {
    print("unexpected")
}

let results = [200, 0, 500].map { code in Result { () throws(NetError) in try fetch(code) } }
for r in results {
    print(r.map { $0 + "!" })
}
// expect: 7
// expect: 100
// expect:   attempt 1 failed: status 503
// expect:   attempt 2 failed: status 503
// expect: got OK
// expect:   attempt 1 failed: offline
// expect:   attempt 2 failed: offline
// expect: gave up: offline
// expect: ok
// expect: legacy caught NetError status 404
// expect: success("OK!")
// expect: failure(offline)
// expect: failure(status 500)
