// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/observableobject/objectwillchange (the parent forwards its child's objectWillChange into its own with a sink stored in a Set<AnyCancellable>, so a view observing the parent re-renders on the child's change)
import SwiftUI
import Combine

final class Engine: ObservableObject {
    @Published var rpm = 0
}

final class Car: ObservableObject {
    let engine = Engine()
    private var cancellables = Set<AnyCancellable>()

    init() {
        engine.objectWillChange
            .sink { [weak self] _ in
                print("forwarding engine change")
                self?.objectWillChange.send()
            }
            .store(in: &cancellables)
    }
}

struct CarView: View {
    @StateObject private var car = Car()

    var body: some View {
        let _ = print("body: \(car.engine.rpm) rpm")
        Button("Rev \(car.engine.rpm)") { car.engine.rpm += 1000 }
    }
}

:mount CarView()
:tap "Rev 0"
:tap "Rev 1000"
// expect: body: 0 rpm
// expect: forwarding engine change
// expect: body: 1000 rpm
// expect: forwarding engine change
// expect: body: 2000 rpm
