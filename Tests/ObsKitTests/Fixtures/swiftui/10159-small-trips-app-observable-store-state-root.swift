// what's-new style: a small trips app: an @Observable store in @State at the root, passed with `.environment(store)` through an iOS 18 TabView into a NavigationStack with `navigationDestination(item:)`; the pushed detail reads the store and loads with `.task(id:)`; the hidden Favorites tab's body first runs when chosen (rules §14.2, §15.8, §15.21, §11.3, §3.5)
import SwiftUI

struct Trip: Hashable, Identifiable {
    let id: Int
    let city: String
}

@Observable
final class TripStore {
    var trips = [Trip(id: 1, city: "Kyoto"), Trip(id: 2, city: "Lisbon")]
    var favorites: Set<Int> = []
    init() { print("TripStore init") }
}

struct TripDetail: View {
    let trip: Trip
    @Environment(TripStore.self) private var store
    @State private var forecast = "loading"

    var body: some View {
        let _ = print("TripDetail body: \(trip.city) \(forecast) fav=\(store.favorites.contains(trip.id))")
        VStack {
            Text(forecast)
            Button("Favorite") { store.favorites.insert(trip.id) }
        }
        .task(id: trip.id) {
            try? await Task.sleep(for: .seconds(1))
            guard !Task.isCancelled else { return }
            forecast = "sunny in \(trip.city)"
        }
    }
}

struct TripListTab: View {
    @Environment(TripStore.self) private var store
    @State private var selected: Trip?

    var body: some View {
        let _ = print("TripListTab body")
        NavigationStack {
            List(store.trips) { trip in
                Button(trip.city) { selected = trip }
            }
            .navigationDestination(item: $selected) { trip in
                TripDetail(trip: trip)
            }
        }
    }
}

struct FavoritesTab: View {
    @Environment(TripStore.self) private var store

    var body: some View {
        let _ = print("FavoritesTab body: \(store.favorites.count)")
        if store.favorites.isEmpty {
            ContentUnavailableView("No Favorites", systemImage: "star")
        } else {
            Text("\(store.favorites.count) favorites")
        }
    }
}

struct TripsRoot: View {
    @State private var store = TripStore()
    @State private var tab = 0

    var body: some View {
        let _ = print("TripsRoot body")
        TabView(selection: $tab) {
            Tab("Trips", systemImage: "airplane", value: 0) {
                TripListTab()
            }
            Tab("Favorites", systemImage: "star", value: 1) {
                FavoritesTab()
            }
        }
        .environment(store)
    }
}

:mount TripsRoot()
// expect: TripStore init
// expect: TripsRoot body
// expect: TripListTab body
:tap "Kyoto"
// expect: TripDetail body: Kyoto loading fav=false
:tap "Favorite"
// expect: TripDetail body: Kyoto loading fav=true
:advance 1s
// expect: TripDetail body: Kyoto sunny in Kyoto fav=true
:tab "Favorites"
// expect: FavoritesTab body: 1
