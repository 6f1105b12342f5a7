// A parks app in the Landmarks shape: an @Observable ParkData in the App's @State, a "Favorites only" Toggle filtering the list, NavigationLink(value:) to a detail that flips isFavorite through `@Bindable var data = data` and a reusable FavoriteButton with @Binding; expected output by the SwiftUI rules (rules §8 tracking of data.parks, @Bindable local in body; §9 binding writes through; Apple: Bindable "use @Bindable var model = model in body", Toggle(isOn:))
import SwiftUI
import Observation

struct Park: Identifiable, Hashable {
    let id: Int
    let name: String
    let state: String
    var isFavorite: Bool
}

@Observable
final class ParkData {
    var parks = [
        Park(id: 1, name: "Acadia", state: "Maine", isFavorite: false),
        Park(id: 2, name: "Zion", state: "Utah", isFavorite: true),
        Park(id: 3, name: "Denali", state: "Alaska", isFavorite: false),
    ]
}

struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        Button {
            isSet.toggle()
            print("favorite now \(isSet)")
        } label: {
            Label(isSet ? "Remove favorite" : "Add favorite", systemImage: isSet ? "star.fill" : "star")
                .labelStyle(.iconOnly)
        }
    }
}

struct ParkDetail: View {
    @Environment(ParkData.self) private var data
    let park: Park

    private var parkIndex: Int {
        data.parks.firstIndex(where: { $0.id == park.id })!
    }

    var body: some View {
        @Bindable var data = data
        VStack {
            HStack {
                Text(park.name).font(.title)
                FavoriteButton(isSet: $data.parks[parkIndex].isFavorite)
            }
            Text(park.state)
        }
        .navigationTitle(park.name)
    }
}

struct ParkList: View {
    @Environment(ParkData.self) private var data
    @State private var showFavoritesOnly = false

    private var filteredParks: [Park] {
        data.parks.filter { !showFavoritesOnly || $0.isFavorite }
    }

    var body: some View {
        let names = filteredParks.map(\.name)
        let _ = print("park list: " + (names.isEmpty ? "(none)" : names.joined(separator: ", ")))
        NavigationStack {
            List {
                Toggle("Favorites only", isOn: $showFavoritesOnly)
                ForEach(filteredParks) { park in
                    NavigationLink(park.name, value: park)
                }
            }
            .navigationTitle("Parks")
            .navigationDestination(for: Park.self) { park in
                ParkDetail(park: park)
            }
        }
    }
}

@main
struct ParksApp: App {
    @State private var data = ParkData()

    var body: some Scene {
        WindowGroup {
            ParkList()
                .environment(data)
        }
    }
}

:mount ParksApp()
:toggle "Favorites only"
:tap "Zion"
:tap "Remove favorite"
:back
:toggle "Favorites only"

// expect: park list: Acadia, Zion, Denali
// expect: park list: Zion
// expect: favorite now false
// expect: park list: (none)
// expect: park list: Acadia, Zion, Denali
