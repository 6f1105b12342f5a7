// A Future whose promise is called later (here from a task on the virtual clock) delivers to the subscribers it
// has then, and replays the result to later ones; a failed promise sends `.failure` (Apple, "Future",
// developer.apple.com/documentation/combine/future, and "Using Combine for Your App's Asynchronous Code", which
// wraps a callback in a Future).
import Combine

enum LoadError: Error { case offline }

func load(_ ok: Bool) -> Future<String, LoadError> {
    Future { promise in
        Task {
            try? await Task.sleep(for: .seconds(1))
            promise(ok ? .success("data") : .failure(.offline))
        }
    }
}

let good = load(true)
let bad = load(false)
let a = good.sink(receiveCompletion: { print("good:", $0) }, receiveValue: { print("value", $0) })
let b = bad.sink(receiveCompletion: { completion in
    if case .failure(let error) = completion { print("bad failed:", error) }
}, receiveValue: { print("never", $0) })
print("waiting")
:advance 1s
let late = good.sink(receiveCompletion: { _ in }, receiveValue: { print("late", $0) })
// expect: waiting
// expect: value data
// expect: good: finished
// expect: bad failed: offline
// expect: late data
