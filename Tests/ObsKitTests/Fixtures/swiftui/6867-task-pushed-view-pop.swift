// Follows Apple's `NavigationStack` page (https://developer.apple.com/documentation/swiftui/navigationstack): a
// `NavigationLink(value:)` pushes the view that `navigationDestination(for:)` builds for the value, and going back
// removes it. Own code: a playlist whose track screen plays a preview with a `.task` loop (Apple
// `view/task(priority:_:)`: cancelled when the view is removed).
// - `navigationDestination(for:)` builds the destination on push (rules §14.3); its body runs, then its task starts
//   (rules §10.3, §11.3). A pop destroys the pushed node and cancels its task (rules §14.3, §1.4).
// - The list's own view has no state and is not rebuilt by a push or a pop (rules §0.2).
// - Each second of preview writes @State that the track screen reads: one body per second (rules §3.4, §10.1).
import SwiftUI

struct Track: Hashable {
    let id: Int
    let title: String
}

struct TrackDetail: View {
    let track: Track
    @State private var secondsPlayed = 0

    var body: some View {
        let _ = print("TrackDetail body, \(track.title) at \(secondsPlayed) s")
        Text("\(track.title): \(secondsPlayed) s")
            .task {
                print("preview of \(track.title) started")
                do {
                    while true {
                        try await Task.sleep(for: .seconds(1))
                        secondsPlayed += 1
                    }
                } catch {
                    print("preview of \(track.title) stopped")
                }
            }
    }
}

struct PlaylistView: View {
    let tracks = [Track(id: 1, title: "Intro"), Track(id: 2, title: "Outro")]

    var body: some View {
        let _ = print("PlaylistView body")
        NavigationStack {
            List(tracks, id: \.id) { track in
                NavigationLink(track.title, value: track)
            }
            .navigationTitle("Playlist")
            .navigationDestination(for: Track.self) { track in
                TrackDetail(track: track)
            }
        }
    }
}

:mount PlaylistView()
// expect: PlaylistView body
:tap "Intro"
// expect: TrackDetail body, Intro at 0 s
// expect: preview of Intro started
:advance 2s
// expect: TrackDetail body, Intro at 1 s
// expect: TrackDetail body, Intro at 2 s
:back
// expect: preview of Intro stopped
:advance 2s
:tap "Outro"
// expect: TrackDetail body, Outro at 0 s
// expect: preview of Outro started
:advance 1s
// expect: TrackDetail body, Outro at 1 s
