// SwiftUI from Apple's documentation: an ObservableObject invalidates its observers for any @Published change, read or not
// Apple, ObservedObject (https://developer.apple.com/documentation/swiftui/observedobject): "A property wrapper type that subscribes to
// an observable object and invalidates a view whenever the observable object changes." Apple, "Migrating from the Observable Object
// protocol to the Observable macro": with Observation views update "based on changes to the observable properties that a view's body
// reads instead of any property changes that occur to an observable object". StatsView reads only `steps`, but a change of the
// unread `calories` re-runs it too (objectWillChange is per object).
import SwiftUI

final class Fitness: ObservableObject {
    @Published var steps = 0
    @Published var calories = 0
}

struct StatsView: View {
    @ObservedObject var fitness: Fitness

    var body: some View {
        let _ = print("StatsView body: \(fitness.steps) steps")
        Text("\(fitness.steps)")
    }
}

struct Tracker: View {
    @StateObject private var fitness = Fitness()

    var body: some View {
        VStack {
            StatsView(fitness: fitness)
            Button("Burn") { fitness.calories += 50 }
            Button("Walk") { fitness.steps += 100 }
        }
    }
}

:mount Tracker()
// expect: StatsView body: 0 steps
:tap "Burn"
// expect: StatsView body: 0 steps
:tap "Walk"
// expect: StatsView body: 100 steps
