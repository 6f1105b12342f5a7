// "Nested ObservableObject: forward the child's objectWillChange to the parent": a sink on the inner object's objectWillChange that calls the outer one's send() makes the view observing the outer object update (SEMANTICS §6 "No @Published: Apple Combine returns the same publisher each access, so manual objectWillChange.send() works", §5 the box subscribes to objectWillChange)
import SwiftUI
import Combine

final class Engine: ObservableObject {
    @Published var rpm = 800
}

final class Car: ObservableObject {
    let engine = Engine()
    private var forwarding: AnyCancellable?

    init(forwardsEngine: Bool) {
        if forwardsEngine {
            forwarding = engine.objectWillChange.sink { [weak self] _ in
                self?.objectWillChange.send()
            }
        }
    }
}

struct Dashboard: View {
    @StateObject private var forwardingCar = Car(forwardsEngine: true)
    @StateObject private var plainCar = Car(forwardsEngine: false)

    var body: some View {
        let _ = print("dash: forwarding \(forwardingCar.engine.rpm), plain \(plainCar.engine.rpm)")
        VStack {
            Button("Rev plain") { plainCar.engine.rpm += 1000 }
            Button("Rev forwarding") { forwardingCar.engine.rpm += 1000 }
        }
    }
}

:mount Dashboard()
:tap "Rev plain"
:tap "Rev forwarding"

// expect: dash: forwarding 800, plain 800
// expect: dash: forwarding 1800, plain 1800
