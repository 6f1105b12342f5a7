// @EnvironmentObject as in Apple's docs and Hacking with Swift: a UserSettings ObservableObject injected
// with .environmentObject at the root, read by a deep child, changed by a sibling.
// Expected: a change of any @Published property re-runs every view that declares @EnvironmentObject of
// that type (ObservableObject invalidates whole views, not per property); views without it do not re-run.
// Source: https://developer.apple.com/documentation/swiftui/environmentobject ;
// https://www.hackingwithswift.com/quick-start/swiftui/how-to-use-environmentobject-to-share-data-between-views
import SwiftUI

class UserSettings: ObservableObject {
    @Published var score = 0
    @Published var username = "Anonymous"
}

struct ScoreView: View {
    @EnvironmentObject var settings: UserSettings
    var body: some View {
        let _ = Self._printChanges()
        Text("Score: \(settings.score)")
    }
}

struct NameView: View {
    @EnvironmentObject var settings: UserSettings
    var body: some View {
        let _ = Self._printChanges()
        Text("Name: \(settings.username)")
    }
}

struct StaticView: View {
    var body: some View {
        let _ = Self._printChanges()
        Text("I never change")
    }
}

struct ContentView: View {
    @StateObject var settings = UserSettings()
    var body: some View {
        let _ = Self._printChanges()
        NavigationStack {
            VStack(spacing: 30) {
                Button("Increase Score") {
                    settings.score += 1
                }
                ScoreView()
                NameView()
                StaticView()
            }
        }
        .environmentObject(settings)
    }
}

:mount ContentView()
:tap "Increase Score"
:tree

// expect: ContentView: @self, @identity, _settings changed.
// expect: ScoreView: @self, @identity, _settings changed.
// expect: NameView: @self, @identity, _settings changed.
// expect: StaticView: @self changed.
// expect: ContentView: _settings changed.
// expect: ScoreView: _settings changed.
// expect: NameView: _settings changed.
// expect: ContentView#1
// expect:   NavigationStack  .environmentObject
// expect:     VStack
// expect:       Button "Increase Score"
// expect:       ScoreView#2
// expect:         Text "Score: 1"
// expect:       NameView#3
// expect:         Text "Name: Anonymous"
// expect:       StaticView#4
// expect:         Text "I never change"
