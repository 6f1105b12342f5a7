// Hacking with Swift style: `.sheet(item: $store.selectedTrip)` on an `@Observable` store held with `@Bindable`
// What SwiftUI does: unlike a `@State` item, making `$store.selectedTrip` reads `selectedTrip`, so the screen depends on
// it (rules §8.5, §8.7). Choosing a trip re-runs the screen, then the sheet builds its content with the trip (rules
// §13.1, §2.8; the order of T4). A swipe sets the property to nil (rules §13.1), which the screen read: it runs again.
// The root owns the store and read none of it.
// Sources: rules §2.8, §8.5, §8.7, §13.1, T4; https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
import SwiftUI
import Observation

struct Trip: Identifiable {
    let id: Int
    let city: String
}

@Observable
final class TripStore {
    var trips = [Trip(id: 1, city: "Lisbon"), Trip(id: 2, city: "Kyoto")]
    var selectedTrip: Trip?
}

struct TripDetail: View {
    let trip: Trip

    var body: some View {
        let _ = print("TripDetail body: \(trip.city)")
        Text(trip.city)
    }
}

struct TripsScreen: View {
    @Bindable var store: TripStore

    var body: some View {
        let _ = print("TripsScreen body")
        VStack {
            ForEach(store.trips) { trip in
                Button(trip.city) { store.selectedTrip = trip }
            }
        }
        .sheet(item: $store.selectedTrip) { trip in
            TripDetail(trip: trip)
        }
    }
}

struct TripsRoot: View {
    @State private var store = TripStore()

    var body: some View {
        let _ = print("TripsRoot body")
        TripsScreen(store: store)
    }
}

:mount TripsRoot()
// expect: TripsRoot body
// expect: TripsScreen body
:tap "Kyoto"
// expect: TripsScreen body
// expect: TripDetail body: Kyoto
:dismiss
// expect: TripsScreen body
