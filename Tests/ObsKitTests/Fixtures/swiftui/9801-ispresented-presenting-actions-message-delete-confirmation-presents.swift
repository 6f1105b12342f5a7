// Apple documentation style ("alert(_:isPresented:presenting:actions:message:)"): a delete confirmation that presents the tapped trip; the presenting data is read in the body, so setting it re-runs the list; the destructive action removes the trip, Cancel keeps it (rules §13.2, §8.7, §3.5)
import SwiftUI

struct Trip: Identifiable {
    let id: Int
    let city: String
}

struct TripsView: View {
    @State private var trips = [Trip(id: 1, city: "Lisbon"), Trip(id: 2, city: "Oslo")]
    @State private var pending: Trip?
    @State private var showConfirm = false

    var body: some View {
        let _ = print("TripsView body: \(trips.count) trips")
        List(trips) { trip in
            Button("Delete \(trip.city)") {
                pending = trip
                showConfirm = true
            }
        }
        .alert("Delete trip?", isPresented: $showConfirm, presenting: pending) { trip in
            Button("Delete", role: .destructive) {
                trips.removeAll { $0.id == trip.id }
                print("deleted \(trip.city)")
            }
            Button("Cancel", role: .cancel) {
                print("kept \(trip.city)")
            }
        } message: { trip in
            Text("\(trip.city) will be removed.")
        }
    }
}

:mount TripsView()
// expect: TripsView body: 2 trips
:tap "Delete Oslo"
// expect: TripsView body: 2 trips
:tap "Delete"
// expect: deleted Oslo
// expect: TripsView body: 1 trips
:tap "Delete Lisbon"
// expect: TripsView body: 1 trips
:tap "Cancel"
// expect: kept Lisbon
