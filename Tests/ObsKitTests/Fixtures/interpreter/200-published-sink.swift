// @Published: sink gets the current value on subscribe, then each new value
// BEFORE it is stored (willSet semantics), so h.value still shows the old value.
import Combine

class Holder: ObservableObject {
    @Published var value = 0
}

let h = Holder()
var cancellables = Set<AnyCancellable>()
h.$value.sink { print("received", $0, "- persisted", h.value) }.store(in: &cancellables)
h.value = 4
h.value = 2
print("final", h.value)

// expect: received 0 - persisted 0
// expect: received 4 - persisted 0
// expect: received 2 - persisted 4
// expect: final 2
