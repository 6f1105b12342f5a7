// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/observableobject (objectWillChange fires when the parent's own @Published properties change: a nested ObservableObject's changes do not reach a view that observes only the parent)
import SwiftUI
import Combine

final class Engine: ObservableObject {
    @Published var rpm = 0
}

final class Car: ObservableObject {
    @Published var name = "Roadster"
    @Published var engine = Engine()
}

struct CarView: View {
    @StateObject private var car = Car()

    var body: some View {
        let _ = print("body: \(car.name) at \(car.engine.rpm) rpm")
        VStack {
            Button("Rev \(car.engine.rpm)") {
                car.engine.rpm += 1000
                print("engine rpm \(car.engine.rpm)")
            }
            Button("Rename") { car.name = "Coupe" }
        }
    }
}

:mount CarView()
:tap "Rev 0"
:tap "Rev 0"
:tap "Rename"
:tap "Rev 2000"
// expect: body: Roadster at 0 rpm
// expect: engine rpm 1000
// expect: engine rpm 2000
// expect: body: Coupe at 2000 rpm
// expect: engine rpm 3000
