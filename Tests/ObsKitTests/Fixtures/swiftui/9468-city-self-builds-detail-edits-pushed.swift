// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/navigationstack (a NavigationStack bound to a path of @Observable, Hashable cities; navigationDestination(for: City.self) builds a detail that edits the pushed city with @Bindable, and the path and the list both see the same object)
// Apple's NavigationStack page: a stack with a path binding and navigationDestination(for:) "presents the view for
// the value" each link appends. The pushed value here is a reference: the City class is Hashable by id, so the path
// holds the very object the list shows. The detail's Toggle writes through @Bindable into that object, and the root's
// onChange over the favorites' names reports it; the path's onChange reports pushes and pops.
import SwiftUI

@Observable
final class City: Identifiable, Hashable {
    let id: String
    var isFavorite = false
    init(_ name: String) { id = name }
    static func == (lhs: City, rhs: City) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

struct CityDetail: View {
    @Bindable var city: City
    var body: some View {
        Toggle("Favorite \(city.id)", isOn: $city.isFavorite)
    }
}

struct Cities: View {
    @State private var cities = [City("Oslo"), City("Rome"), City("Quito")]
    @State private var path: [City] = []

    var favorites: [String] { cities.filter(\.isFavorite).map(\.id) }

    var body: some View {
        NavigationStack(path: $path) {
            List(cities) { city in
                NavigationLink(city.id, value: city)
            }
            .navigationDestination(for: City.self) { city in
                CityDetail(city: city)
            }
        }
        .onChange(of: path) { _, newPath in
            print("path: \(newPath.map(\.id))")
        }
        .onChange(of: favorites) { _, names in
            print("favorites: \(names)")
        }
    }
}

:mount Cities()
:tap "Rome"
// expect: path: ["Rome"]
:toggle "Favorite Rome"
// expect: favorites: ["Rome"]
:back
// expect: path: []
:tap "Quito"
// expect: path: ["Quito"]
:toggle "Favorite Quito"
// expect: favorites: ["Rome", "Quito"]
:back
// expect: path: []
