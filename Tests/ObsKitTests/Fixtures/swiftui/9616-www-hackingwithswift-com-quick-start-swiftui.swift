// Hacking with Swift, "How to use @EnvironmentObject to share data between views" (the ObservableObject version), https://www.hackingwithswift.com/quick-start/swiftui/how-to-use-environmentobject-to-share-data-between-views — GameSettings injected with .environmentObject: a pushed ScoreView updates as the score changes, and every view that declares the object re-runs on any change, even one that never reads it
// Paul Hudson: "Any views that rely on the object will be refreshed when its @Published properties change";
// ScoreView, pushed with a NavigationLink, reads settings.score from the environment. An @EnvironmentObject
// subscribes to the object's objectWillChange when its box updates, so a view that declares it but shows only a
// static title is invalidated too (rules §14.1 and its choice, §6.5). The root page disappears under a push and
// appears again when the pushed view is popped (Apple onAppear: "before this view appears"; rules §14.3).
import SwiftUI

class GameSettings: ObservableObject {
    @Published var score = 0
    @Published var playerName = "Anonymous"
}

struct ScoreView: View {
    @EnvironmentObject var settings: GameSettings

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Score: \(settings.score)")
            Button("Bonus") { settings.score += 10 }
        }
    }
}

struct TitleView: View {
    @EnvironmentObject var settings: GameSettings

    var body: some View {
        let _ = Self._printChanges()
        Text("Welcome to the game")
            .onAppear { print("TitleView appeared") }
    }
}

struct ContentView: View {
    @StateObject var settings = GameSettings()

    var body: some View {
        NavigationStack {
            VStack {
                TitleView()
                Button("Increase Score") {
                    settings.score += 1
                }
                NavigationLink {
                    ScoreView()
                } label: {
                    Text("Show Detail View")
                }
            }
        }
        .environmentObject(settings)
    }
}

:mount ContentView()
// expect: TitleView: @self, @identity, _settings changed.
// expect: TitleView appeared
:tap "Increase Score"
// expect: TitleView: _settings changed.
:tap "Show Detail View"
// expect: ScoreView: @self, @identity, _settings changed.
:back
// expect: TitleView appeared
:tap "Increase Score"
// expect: TitleView: _settings changed.
:tap "Show Detail View"
// expect: ScoreView: @self, @identity, _settings changed.
