// rules §6, T1: a $prop subscriber receives the new value before the storage is updated,
// and subscribing replays the current value.
import Combine

final class Holder: ObservableObject {
    @Published var value = 0
}

let h = Holder()
let token = h.$value.sink { print("received", $0, "- persisted", h.value) }
h.value = 4
h.value = 2
print("final", h.value)

// expect: received 0 - persisted 0
// expect: received 4 - persisted 0
// expect: received 2 - persisted 4
// expect: final 2
