// App code style: retry policy with exponential backoff driven by a fake clock
final class FakeClock {
    private(set) var now = 0
    private(set) var sleeps: [Int] = []
    func sleep(_ ms: Int) { sleeps.append(ms); now += ms }
}

enum NetError: Error, Equatable { case timeout, unauthorized, server(Int) }

struct RetryPolicy {
    var maxAttempts: Int
    var baseDelay: Int
    var multiplier: Int = 2
    var maxDelay: Int = 1000
    var shouldRetry: (Error) -> Bool = { _ in true }

    func delay(forAttempt n: Int) -> Int {
        var d = baseDelay
        for _ in 1..<max(n, 1) { d *= multiplier }
        return min(d, maxDelay)
    }

    func run<T>(clock: FakeClock, _ op: (Int) throws -> T) -> Result<T, Error> {
        var attempt = 1
        while true {
            do { return .success(try op(attempt)) }
            catch {
                print("  attempt \(attempt) failed: \(error) at t=\(clock.now)")
                if attempt >= maxAttempts || !shouldRetry(error) { return .failure(error) }
                clock.sleep(delay(forAttempt: attempt))
                attempt += 1
            }
        }
    }
}

let policy = RetryPolicy(maxAttempts: 5, baseDelay: 100, maxDelay: 500) { err in
    if let e = err as? NetError, e == .unauthorized { return false }
    return true
}
print((1...6).map { policy.delay(forAttempt: $0) })

let clock1 = FakeClock()
let r1 = policy.run(clock: clock1) { n -> String in
    if n < 4 { throw n % 2 == 0 ? NetError.server(503) : NetError.timeout }
    return "payload@\(n)"
}
print(r1, clock1.sleeps, clock1.now)

let clock2 = FakeClock()
let r2: Result<Int, Error> = policy.run(clock: clock2) { n in
    if n == 2 { throw NetError.unauthorized }
    throw NetError.timeout
}
if case .failure(let e) = r2 { print("gave up with \(e) after sleeps \(clock2.sleeps)") }

let clock3 = FakeClock()
let r3 = RetryPolicy(maxAttempts: 3, baseDelay: 50).run(clock: clock3) { _ -> Int in throw NetError.server(500) }
print((try? r3.get()) == nil, clock3.now)
// expect: [100, 200, 400, 500, 500, 500]
// expect:   attempt 1 failed: timeout at t=0
// expect:   attempt 2 failed: server(503) at t=100
// expect:   attempt 3 failed: timeout at t=300
// expect: success("payload@4") [100, 200, 400] 700
// expect:   attempt 1 failed: timeout at t=0
// expect:   attempt 2 failed: unauthorized at t=100
// expect: gave up with unauthorized after sleeps [100]
// expect:   attempt 1 failed: server(500) at t=0
// expect:   attempt 2 failed: server(500) at t=50
// expect:   attempt 3 failed: server(500) at t=150
// expect: true 150
