// SwiftUI from Apple's documentation: forwarding a child's objectWillChange to the parent
// Source: developer.apple.com/documentation/combine/observableobject: objectWillChange emits before
// the object's own @Published properties change; ObservableObjectPublisher.send(): "Sends the
// changed value to the downstream subscriber"; sink and store(in:) keep the subscription for the
// parent's lifetime (AnyCancellable). ObservedObject invalidates a view whenever the observable
// object changes - so forwarding the child's publisher to the parent's updates the parent's view.
import SwiftUI
import Combine

final class Engine: ObservableObject {
    @Published var rpm = 800
}

final class Car: ObservableObject {
    @Published var name = "Roadster"
    let engine = Engine()
    private var cancellables = Set<AnyCancellable>()

    init() {
        engine.objectWillChange
            .sink { [weak self] _ in self?.objectWillChange.send() }
            .store(in: &cancellables)
    }
}

struct Dashboard: View {
    @StateObject private var car = Car()

    var body: some View {
        let _ = print("body: \(car.name) at \(car.engine.rpm) rpm")
        Text("\(car.name): \(car.engine.rpm) rpm")
        Button("Rev") { car.engine.rpm += 1000 }
    }
}

:mount Dashboard()
:tap "Rev"
:tap "Rev"

// expect: body: Roadster at 800 rpm
// expect: body: Roadster at 1800 rpm
// expect: body: Roadster at 2800 rpm
