// App code style: circuit breaker wrapping a flaky service with a fake clock
enum BreakerState: Equatable { case closed(failures: Int), open(until: Int), halfOpen }

enum ServiceError: Error { case unavailable, breakerOpen }

final class CircuitBreaker {
    private(set) var state: BreakerState = .closed(failures: 0)
    let threshold: Int, cooldown: Int
    var clock: () -> Int
    init(threshold: Int, cooldown: Int, clock: @escaping () -> Int) {
        self.threshold = threshold; self.cooldown = cooldown; self.clock = clock
    }

    func call<T>(_ op: () throws -> T) throws -> T {
        if case .open(let until) = state {
            if clock() < until { throw ServiceError.breakerOpen }
            state = .halfOpen
        }
        do {
            let v = try op()
            state = .closed(failures: 0)
            return v
        } catch {
            switch state {
            case .closed(let n) where n + 1 >= threshold:
                state = .open(until: clock() + cooldown)
            case .halfOpen:
                state = .open(until: clock() + cooldown)
            case .closed(let n):
                state = .closed(failures: n + 1)
            case .open:
                break
            }
            throw error
        }
    }
}

var time = 0
var serviceUp = false
let breaker = CircuitBreaker(threshold: 3, cooldown: 10) { time }
func fetch() throws -> String {
    guard serviceUp else { throw ServiceError.unavailable }
    return "data@\(time)"
}

func attempt() {
    let result: String
    do { result = try breaker.call(fetch) } catch { result = "error \(error)" }
    print("t=\(time) \(result) -> \(breaker.state)")
}
for _ in 0..<4 { attempt(); time += 1 }
time = 12
attempt()
time = 14
serviceUp = true
attempt()
time = 30
attempt()
attempt()
// expect: t=0 error unavailable -> closed(failures: 1)
// expect: t=1 error unavailable -> closed(failures: 2)
// expect: t=2 error unavailable -> open(until: 12)
// expect: t=3 error breakerOpen -> open(until: 12)
// expect: t=12 error unavailable -> open(until: 22)
// expect: t=14 error breakerOpen -> open(until: 22)
// expect: t=30 data@30 -> closed(failures: 0)
// expect: t=30 data@30 -> closed(failures: 0)
