// SwiftUI from Apple's documentation: a change inside a nested ObservableObject does not publish its parent, so the view stays stale
// Apple, ObservableObject (https://developer.apple.com/documentation/combine/observableobject): the synthesized objectWillChange
// "emits the changed value before any of its @Published properties changes"; `garage.car.miles += 1` changes Car's property, not
// Garage's `car`, so the view observing Garage is not told. Apple, Migrating ... to the Observable macro
// (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro).
import SwiftUI

final class Car: ObservableObject {
    @Published var miles = 0
}

final class Garage: ObservableObject {
    @Published var car = Car()
    @Published var label = "Home"
}

struct GarageView: View {
    @StateObject private var garage = Garage()
    var body: some View {
        let _ = print("GarageView body: \(garage.label), \(garage.car.miles) miles")
        VStack {
            Button("Drive") { garage.car.miles += 1 }
            Button("Relabel") { garage.label = "Work" }
        }
    }
}

:mount GarageView()
// expect: GarageView body: Home, 0 miles
:tap "Drive"
:tap "Drive"
:tap "Relabel"
// expect: GarageView body: Work, 2 miles
