// stack-overflow style: the usual fix for a nested ObservableObject — the outer model subscribes to the inner one's objectWillChange in its init and forwards it with its own objectWillChange.send(); [weak self] keeps the pair free of a cycle, so unmounting releases the model (rules §6.1, §6.2, §4.4, §10.1)
import SwiftUI
import Combine

final class Engine: ObservableObject {
    @Published var rpm = 800
}

final class Car: ObservableObject {
    @Published var name = "Roadster"
    let engine = Engine()
    private var forward: AnyCancellable?

    init() {
        forward = engine.objectWillChange.sink { [weak self] _ in
            print("forwarding engine change")
            self?.objectWillChange.send()
        }
    }

    deinit { print("Car deinit") }
}

struct CarView: View {
    @StateObject private var car = Car()

    var body: some View {
        let _ = print("CarView body: \(car.name) at \(car.engine.rpm)")
        VStack {
            Text("\(car.engine.rpm) rpm")
            Button("Rev") { car.engine.rpm += 1000 }
        }
    }
}

:mount CarView()
// expect: CarView body: Roadster at 800
:tap "Rev"
// expect: forwarding engine change
// expect: CarView body: Roadster at 1800
:tap "Rev"
// expect: forwarding engine change
// expect: CarView body: Roadster at 2800
:unmount
// expect: Car deinit
