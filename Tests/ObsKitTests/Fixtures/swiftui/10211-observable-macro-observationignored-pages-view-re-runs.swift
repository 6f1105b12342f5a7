// Apple docs style: the Observable() macro and ObservationIgnored pages: a view re-runs only for tracked properties it read; an @ObservationIgnored property never notifies, and assigning an equal value with = notifies nobody (rules §8.1, §8.3, T12)
import SwiftUI

@Observable
final class Trip {
    var destination = "Oslo"
    var nights = 2
    @ObservationIgnored var timesViewed = 0
}

struct TripCard: View {
    let trip: Trip

    var body: some View {
        let _ = print("TripCard body: \(trip.destination), viewed \(trip.timesViewed)")
        VStack {
            Text(trip.destination)
            Button("Log view") { trip.timesViewed += 1 }
            Button("Add night") { trip.nights += 1 }
            Button("Go to Rome") { trip.destination = "Rome" }
        }
    }
}

struct Planner: View {
    @State private var trip = Trip()

    var body: some View {
        let _ = print("Planner body: \(trip.nights) nights")
        TripCard(trip: trip)
    }
}

:mount Planner()
// expect: Planner body: 2 nights
// expect: TripCard body: Oslo, viewed 0
:tap "Log view"
:tap "Add night"
// expect: Planner body: 3 nights
:tap "Go to Rome"
// expect: TripCard body: Rome, viewed 1
:tap "Go to Rome"
