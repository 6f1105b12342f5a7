// An @Observable model put into the environment with `.environment(planner)` and read back with
// `@Environment(TripPlanner.self)`; one child takes it as a stored `@Bindable`, another makes a local
// `@Bindable` in its body, as Apple's "Managing model data in your app" shows.
// Expected: the summary re-runs for any property its computed `summary` reads; the traveler stepper only
// for `travelers` (rules §8, §14.2). First runs: an @Environment property is listed (rules §12.2); a stored
// @Bindable is not a dynamic property, so that view prints only `@self` (rules §8.5, §12.2).
import SwiftUI

@Observable
final class TripPlanner {
    var destination = "Lisbon"
    var travelers = 2
    var nights = 3

    var summary: String { "\(travelers) people, \(nights) nights in \(destination)" }
}

struct SummaryCard: View {
    @Environment(TripPlanner.self) private var planner

    var body: some View {
        let _ = Self._printChanges()
        Text(planner.summary)
    }
}

struct TravelerStepper: View {
    @Bindable var planner: TripPlanner

    var body: some View {
        let _ = Self._printChanges()
        Stepper("Travelers: \(planner.travelers)", value: $planner.travelers, in: 1...8)
    }
}

struct NightsRow: View {
    @Environment(TripPlanner.self) private var planner

    var body: some View {
        @Bindable var planner = planner
        Stepper("Nights: \(planner.nights)", value: $planner.nights, in: 1...14)
    }
}

struct TripScreen: View {
    @Environment(TripPlanner.self) private var planner

    var body: some View {
        Form {
            SummaryCard()
            TravelerStepper(planner: planner)
            NightsRow()
        }
    }
}

struct ContentView: View {
    @State private var planner = TripPlanner()

    var body: some View {
        TripScreen()
            .environment(planner)
    }
}

:mount ContentView()
:step "Travelers: 2" up
:step "Nights: 3" down

// expect: SummaryCard: @self, @identity, _planner changed.
// expect: TravelerStepper: @self changed.
// expect: SummaryCard: @dependencies changed.
// expect: TravelerStepper: @dependencies changed.
// expect: SummaryCard: @dependencies changed.
