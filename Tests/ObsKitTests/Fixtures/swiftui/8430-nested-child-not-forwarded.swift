// SwiftUI from Apple's documentation: ObservableObject with a nested ObservableObject
// Source: developer.apple.com/documentation/combine/observableobject: the synthesized
// objectWillChange "emits the changed value before any of its @Published properties changes" -
// its own properties only; a child object's @Published property belongs to the child's publisher.
// StateObject/ObservedObject subscribe to the object they hold. The migration article to
// @Observable lists "Tracking optionals and collections of objects, which isn't possible when
// using ObservableObject."
import SwiftUI

final class Engine: ObservableObject {
    @Published var rpm = 800
}

final class Car: ObservableObject {
    @Published var name = "Roadster"
    let engine = Engine()
}

struct Dashboard: View {
    @StateObject private var car = Car()

    var body: some View {
        let _ = print("body: \(car.name) at \(car.engine.rpm) rpm")
        Text("\(car.name): \(car.engine.rpm) rpm")
        Button("Rev") { car.engine.rpm += 1000 }
        Button("Rename") { car.name = "Coupe" }
    }
}

:mount Dashboard()
:tap "Rev"
:tap "Rev"
:tap "Rename"

// expect: body: Roadster at 800 rpm
// expect: body: Coupe at 2800 rpm
