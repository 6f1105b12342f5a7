// Just delivers its single value synchronously, then finishes
import Combine

print("before")
let c1 = Just(5).sink { print("just", $0) }
print("after")
let c2 = Just(5)
    .map { $0 * 2 }
    .sink(
        receiveCompletion: { _ in print("completed") },
        receiveValue: { print("mapped", $0) }
    )
print("end")

// expect: before
// expect: just 5
// expect: after
// expect: mapped 10
// expect: completed
// expect: end
