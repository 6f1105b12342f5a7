// Playlist: a `@StateObject` view model whose slow load is still running when the screen goes away (`:unmount`),
// own code.
// What SwiftUI does: the model is made right before the first body (rules §4.2) and the load starts after the update
// (rules §11.3). Unmounting runs `onDisappear` and cancels the task (rules §1.4, §11.1); the sleep throws and the
// `catch` runs in that turn (corpus README, assumption 13). The `@StateObject` box lets the model go (rules §4.4), but
// the running `load()` still holds it: the model deinits when the task ends.
// Sources: rules §1.4, §4.2, §4.4, §11.1, §11.3; https://developer.apple.com/documentation/swiftui/stateobject
// https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
import SwiftUI

@MainActor
final class PlaylistViewModel: ObservableObject {
    @Published var tracks: [String] = []

    init() { print("PlaylistViewModel init") }
    deinit { print("PlaylistViewModel deinit") }

    func load() async {
        print("playlist: loading")
        do {
            try await Task.sleep(for: .seconds(5))
            tracks = ["Intro", "Outro"]
        } catch {
            print("playlist: load cancelled")
        }
    }
}

struct PlaylistView: View {
    @StateObject private var viewModel = PlaylistViewModel()

    var body: some View {
        let _ = print("PlaylistView body: \(viewModel.tracks.count) tracks")
        List(viewModel.tracks, id: \.self) { track in
            Text(track)
        }
        .task {
            await viewModel.load()
        }
        .onDisappear {
            print("PlaylistView disappeared")
        }
    }
}

:mount PlaylistView()
// expect: PlaylistViewModel init
// expect: PlaylistView body: 0 tracks
// expect: playlist: loading
:advance 2s
:unmount
// expect: PlaylistView disappeared
// expect: playlist: load cancelled
// expect: PlaylistViewModel deinit
