// Issue 13 (A), a file organised "extensions first", as many blog posts do: sample data and helpers in
// extensions above the types they extend, the view in the middle, the model and the struct at the bottom.
// Expected: Swift accepts any order within a file (2247); the app then behaves normally.
import SwiftUI

extension Trip {
    static let samples = [Trip(name: "Rome", days: 4), Trip(name: "Oslo", days: 2)]
}

extension TripPlanner {
    var totalDays: Int {
        trips.reduce(0) { $0 + $1.days }
    }

    func addWeekend() {
        trips.append(Trip(name: "Weekend away", days: 2))
    }
}

struct TripsView: View {
    @StateObject private var planner = TripPlanner()

    var body: some View {
        let _ = print("total days:", planner.totalDays)
        NavigationStack {
            List(planner.trips) { trip in
                LabeledContent(trip.name, value: "\(trip.days) days")
            }
            .navigationTitle("Trips")
            .toolbar {
                Button("Add Weekend", action: planner.addWeekend)
            }
        }
    }
}

final class TripPlanner: ObservableObject {
    @Published var trips = Trip.samples
}

struct Trip: Identifiable {
    let id = UUID()
    let name: String
    let days: Int
}

:mount TripsView()
:tap "Add Weekend"
:tap "Add Weekend"

// expect: total days: 6
// expect: total days: 8
// expect: total days: 10
