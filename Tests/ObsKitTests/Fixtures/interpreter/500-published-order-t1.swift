// rules T1: $value replays the current value on subscribe, then gets each new value BEFORE it is stored.
import Combine

class Holder: ObservableObject {
    @Published var value = 0
}

let h = Holder()
var cancellables: [AnyCancellable] = []
h.$value.sink { print("received", $0, "- persisted", h.value) }.store(in: &cancellables)
h.value = 4
h.value = 2
print("final", h.value)

// expect: received 0 - persisted 0
// expect: received 4 - persisted 0
// expect: received 2 - persisted 4
// expect: final 2
