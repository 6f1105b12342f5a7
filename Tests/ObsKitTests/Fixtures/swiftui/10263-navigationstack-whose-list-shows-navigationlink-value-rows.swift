// Kodeco SwiftUI by Tutorials style (navigation chapter, a trip planner): a NavigationStack whose List shows NavigationLink(value:) rows and `navigationDestination(for: Destination.self)` builds the detail on push (rules §14.3); the pushed detail's body runs, then its onAppear, then the list's onDisappear (a push: incoming appears first, §11.1); the detail's "Favorite" writes the root's @State through a binding it reads, re-running both the list (it reads the favorites) and the detail (§9.3); :back pops: the list's onAppear, then the detail's onDisappear
import SwiftUI

struct Destination: Identifiable, Hashable {
    let id: Int
    let city: String
    let flightTime: String
}

struct DestinationDetail: View {
    let destination: Destination
    @Binding var favorites: Set<Int>

    var isFavorite: Bool { favorites.contains(destination.id) }

    var body: some View {
        let _ = print("DestinationDetail body: \(destination.city), favorite \(isFavorite)")
        VStack {
            Text(destination.city).font(.title)
            Text("Flight time \(destination.flightTime)")
            Button(isFavorite ? "Unfavorite" : "Favorite") {
                if isFavorite {
                    favorites.remove(destination.id)
                } else {
                    favorites.insert(destination.id)
                }
            }
        }
        .navigationTitle(destination.city)
        .onAppear { print("detail appear: \(destination.city)") }
        .onDisappear { print("detail disappear: \(destination.city)") }
    }
}

struct DestinationList: View {
    @State private var favorites: Set<Int> = []
    let destinations = [
        Destination(id: 1, city: "Lisbon", flightTime: "2h 40m"),
        Destination(id: 2, city: "Oslo", flightTime: "2h 05m"),
    ]

    var body: some View {
        let _ = print("DestinationList body: \(favorites.count) favorites")
        NavigationStack {
            List(destinations) { destination in
                NavigationLink(value: destination) {
                    HStack {
                        Text(destination.city)
                        if favorites.contains(destination.id) {
                            Image(systemName: "star.fill")
                        }
                    }
                }
            }
            .navigationTitle("Destinations")
            .navigationDestination(for: Destination.self) { destination in
                DestinationDetail(destination: destination, favorites: $favorites)
            }
            .onAppear { print("list appear") }
            .onDisappear { print("list disappear") }
        }
    }
}

:mount DestinationList()
// expect: DestinationList body: 0 favorites
// expect: list appear
:tap "Oslo"
// expect: DestinationDetail body: Oslo, favorite false
// expect: detail appear: Oslo
// expect: list disappear
:tap "Favorite"
// expect: DestinationList body: 1 favorites
// expect: DestinationDetail body: Oslo, favorite true
:back
// expect: list appear
// expect: detail disappear: Oslo
:tap "Lisbon"
// expect: DestinationDetail body: Lisbon, favorite false
// expect: detail appear: Lisbon
// expect: list disappear
