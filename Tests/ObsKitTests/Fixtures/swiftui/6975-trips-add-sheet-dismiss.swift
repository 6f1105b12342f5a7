// Trips: an "add" sheet that closes itself with @Environment(\.dismiss) and saves into an @Observable store it finds
// in the environment, as Apple's DismissAction documentation and sample apps write it; own code.
// What SwiftUI does: the environment, the store included, flows into a sheet's content (rules §14.2), which is built
// when shown, with fresh @State (rules §13.1). Each keystroke and each stepper press runs the sheet's body (it reads
// both fields, also to disable Save). `dismiss()` closes the sheet it is called from (rules §15.12). Save adds to
// the store, which the trips list read, so the list's body runs; the sheet's view never read the store and does not
// run again. A swipe (`:dismiss`) closes the sheet without saving, and nothing runs.
// Sources: rules §13.1, §14.2, §15.12; Apple https://developer.apple.com/documentation/swiftui/dismissaction and
// https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss
import SwiftUI

struct Trip: Identifiable {
    let id: Int
    var destination: String
    var nights: Int
}

@Observable
final class TripPlanner {
    var trips = [Trip(id: 1, destination: "Lisbon", nights: 4)]

    func add(destination: String, nights: Int) {
        trips.append(Trip(id: trips.count + 1, destination: destination, nights: nights))
    }
}

struct AddTripView: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(TripPlanner.self) private var planner
    @State private var destination = ""
    @State private var nights = 2

    var body: some View {
        let _ = print("AddTripView body: '\(destination)', \(nights) nights")
        NavigationStack {
            Form {
                TextField("Destination", text: $destination)
                Stepper("Nights: \(nights)", value: $nights, in: 1...30)
            }
            .navigationTitle("New Trip")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        planner.add(destination: destination, nights: nights)
                        dismiss()
                    }
                    .disabled(destination.isEmpty)
                }
            }
        }
    }
}

struct TripsView: View {
    @Environment(TripPlanner.self) private var planner
    @State private var isAddingTrip = false

    var body: some View {
        let _ = print("TripsView body: \(planner.trips.map(\.destination).joined(separator: ", "))")
        NavigationStack {
            List(planner.trips) { trip in
                LabeledContent(trip.destination, value: "\(trip.nights) nights")
            }
            .navigationTitle("Trips")
            .toolbar {
                Button("Add Trip") { isAddingTrip = true }
            }
        }
        .sheet(isPresented: $isAddingTrip) {
            AddTripView()
        }
    }
}

:mount TripsView().environment(TripPlanner())
// expect: TripsView body: Lisbon
:tap "Add Trip"
// expect: AddTripView body: '', 2 nights
:type "Oslo" into "Destination"
// expect: AddTripView body: 'O', 2 nights
// expect: AddTripView body: 'Os', 2 nights
// expect: AddTripView body: 'Osl', 2 nights
// expect: AddTripView body: 'Oslo', 2 nights
:step "Nights: 2" up
// expect: AddTripView body: 'Oslo', 3 nights
:tap "Save"
// expect: TripsView body: Lisbon, Oslo
:tap "Add Trip"
// expect: AddTripView body: '', 2 nights
:dismiss
