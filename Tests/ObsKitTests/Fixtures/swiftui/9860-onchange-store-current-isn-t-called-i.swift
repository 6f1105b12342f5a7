// Stack Overflow style: "onChange(of: store.current) isn't called when I rename the track" (the asker's version: an Equatable whose == compares only the id)
// PITFALL (on purpose): the @Published set publishes and the body shows the new title, but onChange compares with the type's ==, which calls the renamed track equal; only a new id fires it (rules §6.3, §11.1; Apple `view/onchange(of:initial:_:)` compares with ==)
import SwiftUI

struct Track: Equatable {
    let id: Int
    var title: String

    static func == (lhs: Track, rhs: Track) -> Bool {
        lhs.id == rhs.id
    }
}

final class PlayerStore: ObservableObject {
    @Published var current = Track(id: 1, title: "Intro")
}

struct NowPlaying: View {
    @StateObject private var store = PlayerStore()

    var body: some View {
        let _ = print("NowPlaying body: \(store.current.title)")
        VStack {
            Text(store.current.title)
            Button("Rename") { store.current.title = "Intro (live)" }
            Button("Next track") { store.current = Track(id: 2, title: "Verse") }
        }
        .onChange(of: store.current) { _, newValue in
            print("track changed to \(newValue.title) (id \(newValue.id))")
        }
    }
}

:mount NowPlaying()
// expect: NowPlaying body: Intro
:tap "Rename"
// expect: NowPlaying body: Intro (live)
:tap "Next track"
// expect: NowPlaying body: Verse
// expect: track changed to Verse (id 2)
