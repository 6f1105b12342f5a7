// A podcast list whose rows own a playback model. Searching removes "Pilot" from the data: its node dies and its
// @StateObject is released (rules §1.2, §1.4, §4.4). Clearing the search brings the id back as a new node, whose
// model is made again right before its first body (§4.2) with its plays back at 0. The row's init hands
// StateObject a closure that captures `title`, so every parent render runs each remaining row's body (§2.5, §2.7).
// Order: the removed row goes when the ForEach is updated, before the other rows' bodies (§2.8).
import SwiftUI

final class PlaybackModel: ObservableObject {
    let title: String
    @Published var plays = 0
    init(title: String) {
        self.title = title
        print("PlaybackModel \(title) init")
    }
    deinit { print("PlaybackModel \(title) deinit") }
}

struct EpisodeRow: View {
    let title: String
    @StateObject private var model: PlaybackModel

    init(title: String) {
        self.title = title
        _model = StateObject(wrappedValue: PlaybackModel(title: title))
    }

    var body: some View {
        let _ = print("row \(title) plays \(model.plays)")
        Button("\(title) plays \(model.plays)") { model.plays += 1 }
    }
}

struct Podcast: View {
    let episodes = ["Pilot", "Finale"]
    @State private var query = ""

    var body: some View {
        let shown = query.isEmpty ? episodes : episodes.filter { $0.contains(query) }
        NavigationStack {
            List(shown, id: \.self) { title in
                EpisodeRow(title: title)
            }
            .navigationTitle("Episodes")
            .searchable(text: $query)
        }
    }
}

:mount Podcast()
// expect: PlaybackModel Pilot init
// expect: row Pilot plays 0
// expect: PlaybackModel Finale init
// expect: row Finale plays 0
:tap "Pilot plays 0"
// expect: row Pilot plays 1
:search "Fin"
// expect: PlaybackModel Pilot deinit
// expect: row Finale plays 0
:search ""
// expect: PlaybackModel Pilot init
// expect: row Pilot plays 0
// expect: row Finale plays 0
