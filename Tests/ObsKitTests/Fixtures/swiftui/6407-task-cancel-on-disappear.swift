// Swift by Sundell / Apple "task(priority:_:)" ("SwiftUI will automatically cancel the task at some point after the view disappears"); rules §11.1, §11.3
import SwiftUI

struct LiveScoreView: View {
    var body: some View {
        let _ = print("LiveScoreView body")
        Text("Live")
            .onAppear { print("LiveScoreView appeared") }
            .onDisappear { print("LiveScoreView disappeared") }
            .task {
                print("polling started")
                do {
                    while true {
                        try await Task.sleep(for: .seconds(5))
                        print("poll")
                    }
                } catch {
                    print("polling cancelled: \(error is CancellationError)")
                }
            }
    }
}

struct MatchView: View {
    @State private var showLive = true

    var body: some View {
        VStack {
            Toggle("Live updates", isOn: $showLive)
            if showLive {
                LiveScoreView()
            }
        }
    }
}

:mount MatchView()
:advance 5s
:advance 5s
:toggle "Live updates"
:advance 5s

// expect: LiveScoreView body
// expect: LiveScoreView appeared
// expect: polling started
// expect: poll
// expect: poll
// expect: LiveScoreView disappeared
// expect: polling cancelled: true
