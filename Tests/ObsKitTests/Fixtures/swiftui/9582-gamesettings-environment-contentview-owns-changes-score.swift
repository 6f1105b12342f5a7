// SwiftUI from Hacking with Swift: https://www.hackingwithswift.com/quick-start/swiftui/how-to-use-environmentobject-to-share-data-between-views (GameSettings in the environment: ContentView owns it and changes the score, the pushed ScoreView reads it with @EnvironmentObject)
// Paul Hudson's example: `class GameSettings: ObservableObject { @Published var score = 0 }`; ContentView
// makes it with @StateObject, has an "Increase Score" button and a NavigationLink to ScoreView, and
// passes it down with `.environmentObject(settings)`; ScoreView declares `@EnvironmentObject var settings:
// GameSettings` and shows the score. The article claims:
// - ScoreView gets the object without it being passed through initializers, and shows the current score.
// - The object is shared: a change from any view updates every view that uses it. ContentView's
//   @StateObject observes the object too, so its body runs for each change although it never reads score.
import SwiftUI
import Combine

class GameSettings: ObservableObject {
    @Published var score = 0
}

struct ScoreView: View {
    @EnvironmentObject var settings: GameSettings

    var body: some View {
        let _ = print("ScoreView: score \(settings.score)")
        VStack {
            Text("Score: \(settings.score)")
            Button("Bonus") {
                settings.score += 10
            }
        }
    }
}

struct ContentView: View {
    @StateObject var settings = GameSettings()

    var body: some View {
        let _ = Self._printChanges()
        NavigationStack {
            VStack {
                // A button that writes to the environment settings
                Button("Increase Score") {
                    settings.score += 1
                }

                NavigationLink {
                    ScoreView()
                } label: {
                    Text("Show Detail View")
                }
            }
            .frame(height: 200)
        }
        .environmentObject(settings)
    }
}

:mount ContentView()
// expect: ContentView: @self, @identity, _settings changed.
:tap "Increase Score"
// expect: ContentView: _settings changed.
:tap "Increase Score"
// expect: ContentView: _settings changed.
:tap "Show Detail View"
// expect: ScoreView: score 2
