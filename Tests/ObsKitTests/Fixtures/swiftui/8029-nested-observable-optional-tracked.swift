// SwiftUI from Apple's documentation: with @Observable, nested and optional objects a body reads are tracked
// Apple, "Migrating from the Observable Object protocol to the Observable macro"
// (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro): adopting
// Observation provides "Tracking optionals and collections of objects, which isn't possible when using ObservableObject." The body reads
// `bike.front.pressure` and `bike.spare?.pressure`: pumping the front wheel, adding a spare and pumping the spare each re-run it.
import SwiftUI

@Observable
final class Wheel {
    var pressure = 30
}

@Observable
final class Bike {
    var front = Wheel()
    var spare: Wheel? = nil
}

struct BikeView: View {
    @State private var bike = Bike()

    var body: some View {
        let _ = print("BikeView body: front \(bike.front.pressure), spare \(bike.spare.map { "\($0.pressure)" } ?? "none")")
        VStack {
            Button("Pump front") { bike.front.pressure += 2 }
            Button("Add spare") { bike.spare = Wheel() }
            Button("Pump spare") { bike.spare?.pressure += 5 }
        }
    }
}

:mount BikeView()
// expect: BikeView body: front 30, spare none
:tap "Pump front"
// expect: BikeView body: front 32, spare none
:tap "Pump spare"
:tap "Add spare"
// expect: BikeView body: front 32, spare 30
:tap "Pump spare"
// expect: BikeView body: front 32, spare 35
