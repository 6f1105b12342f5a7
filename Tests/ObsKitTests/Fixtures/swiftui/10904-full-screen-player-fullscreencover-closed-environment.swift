// Tutorial style (full-screen player): fullScreenCover closed by @Environment(\.dismiss), its task cancelled on disappear, the presenter re-running because it reads the flag (rules §15.11, §15.12, §11.3, §3.5)
import SwiftUI

struct PlayerView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        let _ = print("PlayerView.body")
        VStack {
            Text("Now playing")
            Button("Close") { dismiss() }
        }
        .onAppear { print("player appeared") }
        .onDisappear { print("player disappeared") }
        .task {
            print("task started")
            do {
                try await Task.sleep(for: .seconds(5))
                print("track finished")
            } catch {
                print("task cancelled")
            }
        }
    }
}

struct ContentView: View {
    @State private var isPlaying = false
    var body: some View {
        let _ = print("ContentView.body isPlaying=\(isPlaying)")
        Button("Play") { isPlaying = true }
            .fullScreenCover(isPresented: $isPlaying) {
                PlayerView()
            }
    }
}
:mount ContentView()
// expect: ContentView.body isPlaying=false
:tap "Play"
// expect: ContentView.body isPlaying=true
// expect: PlayerView.body
// expect: player appeared
// expect: task started
:advance 2s
:tap "Close"
// expect: ContentView.body isPlaying=false
// expect: player disappeared
// expect: task cancelled
:advance 5s
