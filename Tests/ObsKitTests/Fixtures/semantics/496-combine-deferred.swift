// Deferred runs its closure for each new subscriber, when it subscribes (Apple, "Deferred": "A publisher that
// awaits subscription before running the supplied closure to create a publisher for the new subscriber").
import Combine

var made = 0
let deferred = Deferred { () -> Just<Int> in
    made += 1
    print("making #\(made)")
    return Just(made * 10)
}
print("before subscribing:", made)
let a = deferred.sink { print("a got", $0) }
let b = deferred.sink { print("b got", $0) }
// expect: before subscribing: 0
// expect: making #1
// expect: a got 10
// expect: making #2
// expect: b got 20
