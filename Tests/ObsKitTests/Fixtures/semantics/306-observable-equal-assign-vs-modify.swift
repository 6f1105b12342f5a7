// rules §8, T12: with current toolchains (swift PR #78151) `=` with an equal value does not
// notify; `_modify` (`+= 0`) always notifies.
import Observation

@Observable final class Meter {
    var level = 1
}

let m = Meter()
func watch(_ label: String) {
    withObservationTracking {
        _ = m.level
    } onChange: {
        print("fired", label)
    }
}

watch("A")
m.level = 1
print("after level = 1")
m.level += 0
print("after level += 0")
watch("B")
m.level = 2

// expect: after level = 1
// expect: fired A
// expect: after level += 0
// expect: fired B
