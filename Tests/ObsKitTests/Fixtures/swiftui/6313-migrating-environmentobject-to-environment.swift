// Apple: "Migrating from the ObservableObject protocol to the Observable macro" (replace environmentObject(_:)/@EnvironmentObject with environment(_:)/@Environment(Type.self)); two readers of one model update independently; an equal assignment does not notify (SEMANTICS §8 incl. equal `=` writes with Swift 6.1+ toolchains, T12; §14)
import SwiftUI

@Observable
final class TripPlanner {
    var destination = "Kyoto"
    var travelers = 2
}

struct DestinationHeader: View {
    @Environment(TripPlanner.self) private var planner

    var body: some View {
        let _ = print("header: \(planner.destination)")
        Label(planner.destination, systemImage: "airplane")
            .font(.headline)
    }
}

struct TravelerCounter: View {
    @Environment(TripPlanner.self) private var planner

    var body: some View {
        let _ = print("counter: \(planner.travelers)")
        HStack {
            Text("\(planner.travelers) travelers")
            Spacer()
            Button("Add traveler") { planner.travelers += 1 }
        }
    }
}

struct TripScreen: View {
    @State private var planner = TripPlanner()

    var body: some View {
        NavigationStack {
            List {
                DestinationHeader()
                TravelerCounter()
                Button("Go to Lisbon") { planner.destination = "Lisbon" }
            }
            .navigationTitle("Trip")
        }
        .environment(planner)
    }
}

:mount TripScreen()
:tap "Add traveler"
:tap "Go to Lisbon"
:tap "Go to Lisbon"
:tap "Add traveler"

// expect: header: Kyoto
// expect: counter: 2
// expect: counter: 3
// expect: header: Lisbon
// expect: counter: 4
