// Apple tutorial style (Landmarks with Observation): list + detail with NavigationLink(value:) and a favorite button.
// The detail binds the favorite into the store with a local `@Bindable var data = data` in its body, as Landmarks does.
// `navigationDestination(for:)` builds the detail on push (rules §14.3, §15.12); the detail's body runs, then its
// onAppear (rules §10.3). The binding `$data.trails[index].isFavorite` reads `trails` in the detail's body (rules
// §8.5), so toggling the favorite re-runs the detail. `:back` pops it: it disappears (rules §11.1, §14.3).
import SwiftUI

struct Trail: Identifiable, Hashable {
    let id: Int
    var name: String
    var isFavorite = false
}

@Observable
final class TrailData {
    var trails = [Trail(id: 1, name: "Turtle Rock"), Trail(id: 2, name: "Lake Loop")]
}

struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        Button(isSet ? "Remove Favorite" : "Add Favorite") {
            isSet.toggle()
        }
    }
}

struct TrailDetail: View {
    @Environment(TrailData.self) private var data
    let trail: Trail

    var trailIndex: Int {
        data.trails.firstIndex(where: { $0.id == trail.id })!
    }

    var body: some View {
        @Bindable var data = data
        let _ = print("TrailDetail body: \(trail.name)")
        VStack {
            Text(trail.name)
            FavoriteButton(isSet: $data.trails[trailIndex].isFavorite)
        }
        .onAppear { print("TrailDetail appeared: \(trail.name)") }
        .onDisappear { print("TrailDetail disappeared: \(trail.name)") }
    }
}

struct TrailList: View {
    @Environment(TrailData.self) private var data

    var body: some View {
        NavigationStack {
            List(data.trails) { trail in
                NavigationLink(value: trail) {
                    Text(trail.isFavorite ? "\(trail.name) (fav)" : trail.name)
                }
            }
            .navigationTitle("Trails")
            .navigationDestination(for: Trail.self) { trail in
                TrailDetail(trail: trail)
            }
        }
    }
}

struct TrailsRoot: View {
    @State private var data = TrailData()

    var body: some View {
        TrailList()
            .environment(data)
    }
}

:mount TrailsRoot()
:tap "Turtle Rock"
// expect: TrailDetail body: Turtle Rock
// expect: TrailDetail appeared: Turtle Rock
:tap "Add Favorite"
// expect: TrailDetail body: Turtle Rock
:back
// expect: TrailDetail disappeared: Turtle Rock
:tap "Turtle Rock (fav)"
// expect: TrailDetail body: Turtle Rock
// expect: TrailDetail appeared: Turtle Rock
:tap "Remove Favorite"
// expect: TrailDetail body: Turtle Rock
:back
// expect: TrailDetail disappeared: Turtle Rock
:tap "Lake Loop"
// expect: TrailDetail body: Lake Loop
// expect: TrailDetail appeared: Lake Loop
