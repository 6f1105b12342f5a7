// Swift with Majid style (a .task in an if branch): switching the branch off removes the view, runs onDisappear and cancels its task; switching back makes a new view with fresh state and a new task (rules §1.1, §1.4, §11.1, §11.3)
import SwiftUI

struct LiveClock: View {
    @State private var beats = 0

    var body: some View {
        Text("Beats: \(beats)")
            .task {
                print("clock task started")
                while !Task.isCancelled {
                    do {
                        try await Task.sleep(for: .milliseconds(500))
                    } catch {
                        break
                    }
                    beats += 1
                    print("beat \(beats)")
                }
                print("clock task cancelled")
            }
            .onDisappear { print("clock gone") }
    }
}

struct ContentView: View {
    @State private var live = true

    var body: some View {
        VStack {
            Toggle("Live updates", isOn: $live)
            if live {
                LiveClock()
            } else {
                Text("Paused")
            }
        }
    }
}
:mount ContentView()
// expect: clock task started
:advance 1s
// expect: beat 1
// expect: beat 2
:toggle "Live updates"
// expect: clock gone
// expect: clock task cancelled
:advance 1s
:toggle "Live updates"
// expect: clock task started
:advance 500ms
// expect: beat 1
