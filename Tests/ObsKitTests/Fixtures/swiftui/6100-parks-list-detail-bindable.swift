// A Landmarks-style app (own code): an @Observable model kept in @State at the root and handed down with
// .environment, rows as NavigationLink(value:) with navigationDestination(for:), and a detail screen that
// makes a local @Bindable from @Environment to bind a Toggle to an array element.
// Expected: the model is made once (the root struct is made once, rules §3.1, §3.2); the detail's onAppear
// prints at the push (rules §11.1, §15.12); the toggle writes through the binding into the shared model
// (rules §8.5, §15.1). With "Favorites only" on, the list keeps Arches (just made a favourite) and Acadia.
import SwiftUI

struct Park: Identifiable, Hashable {
    let id: Int
    var name: String
    var state: String
    var isFavorite = false
}

@Observable
final class ParkData {
    var parks = [
        Park(id: 1, name: "Arches", state: "Utah"),
        Park(id: 2, name: "Glacier", state: "Montana"),
        Park(id: 3, name: "Acadia", state: "Maine", isFavorite: true),
    ]

    init() {
        print("ParkData init")
    }
}

struct ParkRow: View {
    let park: Park

    var body: some View {
        HStack {
            Text(park.name)
            Spacer()
            if park.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
            }
        }
    }
}

struct ParkDetail: View {
    @Environment(ParkData.self) private var data
    let park: Park

    private var index: Int {
        data.parks.firstIndex(where: { $0.id == park.id })!
    }

    var body: some View {
        @Bindable var data = data
        Form {
            LabeledContent("State", value: park.state)
            Toggle("Favorite", isOn: $data.parks[index].isFavorite)
        }
        .navigationTitle(park.name)
        .onAppear { print("showing \(park.name)") }
    }
}

struct ParkList: View {
    @State private var data = ParkData()
    @State private var showFavoritesOnly = false

    private var filtered: [Park] {
        data.parks.filter { !showFavoritesOnly || $0.isFavorite }
    }

    var body: some View {
        NavigationStack {
            List {
                Toggle("Favorites only", isOn: $showFavoritesOnly)
                ForEach(filtered) { park in
                    NavigationLink(value: park) {
                        ParkRow(park: park)
                    }
                }
            }
            .navigationTitle("Parks")
            .navigationDestination(for: Park.self) { park in
                ParkDetail(park: park)
            }
        }
        .environment(data)
        .onChange(of: filtered.map(\.name)) { _, names in
            print("listed:", names)
        }
    }
}

:mount ParkList()
:tap "Arches"
:toggle "Favorite"
:back
:toggle "Favorites only"

// expect: ParkData init
// expect: showing Arches
// expect: listed: ["Arches", "Acadia"]
