// SwiftUI from Apple's documentation: Combine, AnyCancellable.store(in:)
// Source: developer.apple.com/documentation/combine/anycancellable: store(in:) "Stores this
// type-erasing cancellable instance in the specified set"; "An AnyCancellable instance
// automatically calls cancel() when deinitialized." The Swift Programming Language,
// Deinitialization: "a deinitializer can access all properties of the instance it's called on"
// (the instance, and the set it holds, is deallocated after its deinit runs).
import Combine

let ticks = PassthroughSubject<Int, Never>()

final class Listener {
    private var cancellables = Set<AnyCancellable>()
    init() {
        ticks
            .sink { print("listener got \($0)") }
            .store(in: &cancellables)
        AnyCancellable { print("listener's token cancelled") }
            .store(in: &cancellables)
    }
    deinit { print("Listener deinit") }
}

var listener: Listener? = Listener()
ticks.send(1)
ticks.send(2)
listener = nil
print("listener released")
ticks.send(3)
print("end")

// expect: listener got 1
// expect: listener got 2
// expect: Listener deinit
// expect: listener's token cancelled
// expect: listener released
// expect: end
