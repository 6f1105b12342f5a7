// Apple Observation docs style: an @Observable crate in the environment, read with @Environment(Crate.self) and made bindable by a local @Bindable in body for ForEach($crate.tracks) { $track in }; a favorite toggle runs the screen and every shown row, and "Favorites only" filters inside the row builder (rules §14.2, §8.5, §15.1, §3.5)
import SwiftUI

struct Track: Identifiable, Equatable {
    let id: Int
    let title: String
    var favorite = false
}

@Observable
final class Crate {
    var tracks = [Track(id: 1, title: "Azure"), Track(id: 2, title: "Blue"), Track(id: 3, title: "Cobalt")]
}

struct TrackToggleRow: View {
    @Binding var track: Track

    var body: some View {
        let _ = print("TrackToggleRow body: \(track.title) \(track.favorite)")
        Toggle(track.title, isOn: $track.favorite)
    }
}

struct CrateView: View {
    @Environment(Crate.self) private var crate
    @State private var favoritesOnly = false

    var body: some View {
        @Bindable var crate = crate
        let _ = print("CrateView body: favoritesOnly \(favoritesOnly), \(crate.tracks.filter(\.favorite).count) favorites")
        List {
            Toggle("Favorites only", isOn: $favoritesOnly)
            ForEach($crate.tracks) { $track in
                if !favoritesOnly || track.favorite {
                    TrackToggleRow(track: $track)
                }
            }
        }
    }
}

:mount CrateView().environment(Crate())
// expect: CrateView body: favoritesOnly false, 0 favorites
// expect: TrackToggleRow body: Azure false
// expect: TrackToggleRow body: Blue false
// expect: TrackToggleRow body: Cobalt false
:toggle "Blue"
// expect: CrateView body: favoritesOnly false, 1 favorites
// expect: TrackToggleRow body: Azure false
// expect: TrackToggleRow body: Blue true
// expect: TrackToggleRow body: Cobalt false
:toggle "Favorites only"
// expect: CrateView body: favoritesOnly true, 1 favorites
// expect: TrackToggleRow body: Blue true
