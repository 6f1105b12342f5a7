// Hacking with Swift, "How to use @EnvironmentObject to share data between views", https://www.hackingwithswift.com/quick-start/swiftui/how-to-use-environmentobject-to-share-data-between-views — GameSettings made with @StateObject and put in the environment; every view that declares the @EnvironmentObject runs again on any published change, a view that does not declare it stays
// An ObservableObject tells its observers only that something will change, not what (rules §6.5), so each view
// holding the object through @StateObject or @EnvironmentObject runs again, whichever property it shows (§4.4,
// §14.1). The footer holds only a String equal to the last one, so its body stays (§2.3, §2.7).
import SwiftUI

final class GameSettings: ObservableObject {
    @Published var score = 0
    @Published var playerName = "Anonymous"
}

struct ScoreView: View {
    @EnvironmentObject var settings: GameSettings

    var body: some View {
        let _ = print("ScoreView body, score \(settings.score)")
        Text("Score: \(settings.score)")
    }
}

struct NameBadge: View {
    @EnvironmentObject var settings: GameSettings

    var body: some View {
        let _ = print("NameBadge body, \(settings.playerName)")
        Text(settings.playerName)
    }
}

struct Footer: View {
    let note: String

    var body: some View {
        let _ = print("Footer body")
        Text(note)
    }
}

struct GameView: View {
    @StateObject private var settings = GameSettings()

    var body: some View {
        let _ = print("GameView body")
        VStack {
            Button("Increase Score") { settings.score += 1 }
            Button("Rename") { settings.playerName = "Taylor" }
            ScoreView()
            NameBadge()
            Footer(note: "Version 1.0")
        }
        .environmentObject(settings)
    }
}

:mount GameView()
// expect: GameView body
// expect: ScoreView body, score 0
// expect: NameBadge body, Anonymous
// expect: Footer body
:tap "Increase Score"
// expect: GameView body
// expect: ScoreView body, score 1
// expect: NameBadge body, Anonymous
:tap "Rename"
// expect: GameView body
// expect: ScoreView body, score 1
// expect: NameBadge body, Taylor
