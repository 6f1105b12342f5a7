// Lookouts: the favourites filter of Apple's Landmarks tutorial ("Handling user input"), with own names and code.
// The App owns an @Observable LookoutData in @State and hands it down with .environment(_:); the list reads it with
// @Environment(LookoutData.self) and filters it through a computed property driven by its own @State toggle.
// What SwiftUI does: the App's @State makes the model once (rules §3.2). Flipping "Favorites only" writes the list's
// own @State, which its body read, so LookoutList's body runs again (rules §3.4, §3.5). ForEach keeps one row per
// id (rules §1.2): rows that stay get a value equal to the last one and skip their bodies (rules §2.3, §2.7), rows
// filtered out are removed, and when the filter is lifted again only the rows that come back are new and run.
// Sources: rules §1.2, §2.3, §2.7, §3.2, §3.5, §14.2; Apple tutorial
// https://developer.apple.com/tutorials/swiftui/handling-user-input
import SwiftUI

struct Lookout: Hashable, Identifiable {
    var id: Int
    var name: String
    var park: String
    var isFavorite: Bool
}

@Observable
final class LookoutData {
    var lookouts: [Lookout] = [
        Lookout(id: 1001, name: "Granite Point", park: "Cascade Ridge", isFavorite: true),
        Lookout(id: 1002, name: "Heron Marsh", park: "Lowland Reserve", isFavorite: false),
        Lookout(id: 1003, name: "Eagle Bluff", park: "North Rim", isFavorite: true),
        Lookout(id: 1004, name: "Fern Gully", park: "Coastal Woods", isFavorite: false),
    ]

    init() { print("LookoutData init") }
}

struct LookoutRow: View {
    var lookout: Lookout

    var body: some View {
        let _ = print("LookoutRow body: \(lookout.name)")
        HStack {
            Text(lookout.name)
            Spacer()
            if lookout.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
            }
        }
    }
}

struct LookoutList: View {
    @Environment(LookoutData.self) private var lookoutData
    @State private var showFavoritesOnly = false

    var filteredLookouts: [Lookout] {
        lookoutData.lookouts.filter { lookout in
            !showFavoritesOnly || lookout.isFavorite
        }
    }

    var body: some View {
        let _ = print("LookoutList body: \(filteredLookouts.count) shown")
        NavigationStack {
            List {
                Toggle(isOn: $showFavoritesOnly) {
                    Text("Favorites only")
                }
                ForEach(filteredLookouts) { lookout in
                    LookoutRow(lookout: lookout)
                }
            }
            .animation(.default, value: filteredLookouts)
            .navigationTitle("Lookouts")
        }
    }
}

struct LookoutsApp: App {
    @State private var lookoutData = LookoutData()

    var body: some Scene {
        WindowGroup {
            LookoutList()
                .environment(lookoutData)
        }
    }
}

:mount LookoutsApp()
// expect: LookoutData init
// expect: LookoutList body: 4 shown
// expect: LookoutRow body: Granite Point
// expect: LookoutRow body: Heron Marsh
// expect: LookoutRow body: Eagle Bluff
// expect: LookoutRow body: Fern Gully
:toggle "Favorites only"
// expect: LookoutList body: 2 shown
:toggle "Favorites only"
// expect: LookoutList body: 4 shown
// expect: LookoutRow body: Heron Marsh
// expect: LookoutRow body: Fern Gully
