// App code style: retry policy with exponential backoff and jitter computed deterministically
enum NetworkError: Error, Equatable {
    case timeout
    case server(code: Int)
    case unauthorized
}

struct RetryPolicy {
    var maxAttempts: Int = 5
    var baseDelayMs: Int = 100
    var multiplier: Double = 2.0
    var maxDelayMs: Int = 2_000
    var jitterPercent: Int = 0
    var shouldRetry: (Error) -> Bool = { error in
        switch error as? NetworkError {
        case .timeout?: return true
        case .server(let code)?: return code >= 500
        default: return false
        }
    }

    func delay(forAttempt attempt: Int, seed: Int = 0) -> Int {
        var d = Double(baseDelayMs)
        for _ in 1..<max(attempt, 1) { d *= multiplier }
        var ms = min(Int(d), maxDelayMs)
        if jitterPercent > 0 {
            // deterministic pseudo-jitter from a linear congruential step
            let r = (seed &* 1103515245 &+ 12345 &+ attempt) & 0x7fff
            let span = ms * jitterPercent / 100
            ms = ms - span + (r % (2 * span + 1))
        }
        return ms
    }
}

struct RetryOutcome<T> {
    let result: Result<T, Error>
    let attempts: Int
    let totalWaitMs: Int
}

func withRetry<T>(_ policy: RetryPolicy, _ operation: (Int) throws -> T) -> RetryOutcome<T> {
    var waited = 0
    var attempt = 1
    while true {
        do {
            return RetryOutcome(result: .success(try operation(attempt)), attempts: attempt, totalWaitMs: waited)
        } catch {
            if attempt >= policy.maxAttempts || !policy.shouldRetry(error) {
                return RetryOutcome(result: .failure(error), attempts: attempt, totalWaitMs: waited)
            }
            waited += policy.delay(forAttempt: attempt, seed: 42)
            attempt += 1
        }
    }
}

func describe<T>(_ o: RetryOutcome<T>) -> String {
    switch o.result {
    case .success(let v): return "success(\(v)) after \(o.attempts) attempt(s), waited \(o.totalWaitMs)ms"
    case .failure(let e): return "failure(\(e)) after \(o.attempts) attempt(s), waited \(o.totalWaitMs)ms"
    }
}

let policy = RetryPolicy()
print((1...7).map { policy.delay(forAttempt: $0) })
var jittered = policy
jittered.jitterPercent = 20
print((1...5).map { jittered.delay(forAttempt: $0, seed: 7) })

let flaky = withRetry(policy) { attempt -> String in
    if attempt < 3 { throw NetworkError.timeout }
    return "payload-\(attempt)"
}
print(describe(flaky))
let down = withRetry(policy) { _ -> Int in throw NetworkError.server(code: 503) }
print(describe(down))
let denied = withRetry(policy) { _ -> Int in throw NetworkError.unauthorized }
print(describe(denied))
let client4xx = withRetry(policy) { a -> Int in
    if a == 1 { throw NetworkError.timeout }
    throw NetworkError.server(code: 404)
}
print(describe(client4xx))
var custom = RetryPolicy(maxAttempts: 3, baseDelayMs: 250, multiplier: 3)
custom.shouldRetry = { _ in true }
print(describe(withRetry(custom) { _ -> Bool in throw NetworkError.unauthorized }))
if case .failure(let e) = down.result, let ne = e as? NetworkError { print("is server error:", ne == .server(code: 503)) }
// expect: [100, 200, 400, 800, 1600, 2000, 2000]
// expect: [81, 185, 400, 949, 1303]
// expect: success(payload-3) after 3 attempt(s), waited 300ms
// expect: failure(server(code: 503)) after 5 attempt(s), waited 1500ms
// expect: failure(unauthorized) after 1 attempt(s), waited 0ms
// expect: failure(server(code: 404)) after 2 attempt(s), waited 100ms
// expect: failure(unauthorized) after 3 attempt(s), waited 1000ms
// expect: is server error: true
