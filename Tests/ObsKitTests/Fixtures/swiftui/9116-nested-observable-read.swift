// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (reads through a nested @Observable object)
// A view forms a dependency on every observable property its body reads. `car.engine.rpm` reads `engine` on the
// car and `rpm` on the engine, so a change to either re-runs the body; the car's `name` is not read.
// Replacing the engine makes a new one, whose `rpm` the next body reads.
import SwiftUI
import Observation

@Observable final class Engine {
    var rpm = 800
    init() { print("Engine init") }
}

@Observable final class Car {
    var name = "Roadster"
    var engine = Engine()
}

struct DashboardView: View {
    @State private var car = Car()

    var body: some View {
        let _ = print("body: \(car.engine.rpm) rpm")
        VStack {
            Text("\(car.engine.rpm) rpm")
            Button("Rev") { car.engine.rpm += 1000 }
            Button("Rename") { car.name = "Speedster" }
            Button("New engine") { car.engine = Engine() }
        }
    }
}

:mount DashboardView()
// expect: Engine init
// expect: body: 800 rpm
:tap "Rev"
// expect: body: 1800 rpm
:tap "Rename"
:tap "New engine"
// expect: Engine init
// expect: body: 800 rpm
:tap "Rev"
// expect: body: 1800 rpm
