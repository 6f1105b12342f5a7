// Observation in depth: a sheet's content reads in its own scope, so editing there leaves the presenter alone
// Sheet content is escaping and built in the presented hierarchy: its reads are the sheet's (rules §8.4). The
// presenter only makes `$editing` (no read, §3.5, §8.7), so presenting and dismissing run no presenter body; each
// keystroke runs the editor, which made `$trip.name` (§8.5). A change the presenter read (`days`) runs it (§8).
import SwiftUI

@Observable
final class Trip {
    var name = "Lisbon"
    var days = 3
}

struct TripEditor: View {
    @Bindable var trip: Trip

    var body: some View {
        let _ = print("editor: \(trip.name)")
        Form {
            TextField("Trip name", text: $trip.name)
        }
    }
}

struct TripScreen: View {
    @State private var trip = Trip()
    @State private var editing = false

    var body: some View {
        let _ = print("screen: \(trip.days) days")
        VStack {
            Text("\(trip.days) days")
            Button("Edit") { editing = true }
            Button("Longer") { trip.days += 1 }
        }
        .sheet(isPresented: $editing) {
            TripEditor(trip: trip)
        }
    }
}

:mount TripScreen()
// expect: screen: 3 days
:tap "Edit"
// expect: editor: Lisbon
:type "!" into "Trip name"
// expect: editor: Lisbon!
:dismiss
:tap "Longer"
// expect: screen: 4 days
