// everyday app screens style: a places list owned by @StateObject, rows from ForEach($store.places) with a NavigationLink whose destination gets the row's binding; the pushed detail's Toggle writes through the binding, the store publishes, the list behind runs, only the changed row label runs, and the detail runs once (rules §15.1, §9.2, §9.3, §14.3)
import SwiftUI

struct Place: Identifiable {
    let id: Int
    let name: String
    var isFavorite = false
}

final class PlacesStore: ObservableObject {
    @Published var places = [Place(id: 1, name: "Lisbon"), Place(id: 2, name: "Oslo")]
    init() { print("PlacesStore init") }
}

struct PlaceRow: View {
    let place: Place

    var body: some View {
        let _ = print("PlaceRow body: \(place.name) \(place.isFavorite ? "♥" : "♡")")
        Text("\(place.name) \(place.isFavorite ? "♥" : "♡")")
    }
}

struct PlaceDetail: View {
    @Binding var place: Place

    var body: some View {
        let _ = print("PlaceDetail body: \(place.name) favorite=\(place.isFavorite)")
        Form {
            Text(place.name)
            Toggle("Favorite", isOn: $place.isFavorite)
        }
    }
}

struct PlacesList: View {
    @StateObject private var store = PlacesStore()

    var body: some View {
        let _ = print("PlacesList body: \(store.places.filter(\.isFavorite).count) favorites")
        NavigationStack {
            List {
                ForEach($store.places) { $place in
                    NavigationLink {
                        PlaceDetail(place: $place)
                    } label: {
                        PlaceRow(place: place)
                    }
                }
            }
        }
    }
}

:mount PlacesList()
// expect: PlacesStore init
// expect: PlacesList body: 0 favorites
// expect: PlaceRow body: Lisbon ♡
// expect: PlaceRow body: Oslo ♡
:tap "Oslo ♡"
// expect: PlaceDetail body: Oslo favorite=false
:toggle "Favorite"
// expect: PlacesList body: 1 favorites
// expect: PlaceRow body: Oslo ♥
// expect: PlaceDetail body: Oslo favorite=true
:back
:tap "Lisbon ♡"
// expect: PlaceDetail body: Lisbon favorite=false
