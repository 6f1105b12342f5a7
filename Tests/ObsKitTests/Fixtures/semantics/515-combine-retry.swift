// retry(n) subscribes to the upstream again after a failure, up to n times, then passes the failure on; with
// Deferred each attempt makes a new publisher (Apple, "retry(_:)": "Attempts to recreate a failed
// subscription with the upstream publisher up to the number of times you specify").
import Combine

enum Flaky: Error { case failed(Int) }
var attempts = 0
let request = Deferred { () -> AnyPublisher<String, Flaky> in
    attempts += 1
    print("attempt", attempts)
    if attempts < 3 { return Fail(error: Flaky.failed(attempts)).eraseToAnyPublisher() }
    return Just("ok").setFailureType(to: Flaky.self).eraseToAnyPublisher()
}
let succeeded = request.retry(2).sink(receiveCompletion: { print("first try:", $0) }, receiveValue: { print("value", $0) })
attempts = -10
let gaveUp = request.retry(1).sink(receiveCompletion: { print("second try:", $0) }, receiveValue: { print("value", $0) })
// expect: attempt 1
// expect: attempt 2
// expect: attempt 3
// expect: value ok
// expect: first try: finished
// expect: attempt -9
// expect: attempt -8
// expect: second try: failure(main.Flaky.failed(-8))
