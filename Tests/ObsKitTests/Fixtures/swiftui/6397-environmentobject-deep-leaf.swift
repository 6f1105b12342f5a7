// Hacking with Swift, "How to use @EnvironmentObject to share data between views"; rules §14.1, §6.5, §2.1, §2.7: the owner and the reading leaf re-run, the view in between does not
import SwiftUI

final class UserSettings: ObservableObject {
    @Published var username = "Anonymous"
    @Published var score = 0
}

struct ScoreBadge: View {
    @EnvironmentObject var settings: UserSettings

    var body: some View {
        let _ = print("ScoreBadge body: \(settings.score)")
        Text("Score: \(settings.score)")
    }
}

struct ProfileHeader: View {
    var body: some View {
        let _ = print("ProfileHeader body")
        HStack {
            Image(systemName: "person.circle")
            ScoreBadge()
        }
    }
}

struct ContentView: View {
    @StateObject private var settings = UserSettings()

    var body: some View {
        let _ = print("ContentView body")
        VStack {
            ProfileHeader()
            Button("Increase score") { settings.score += 1 }
            Button("Rename") { settings.username = "Taylor" }
        }
        .environmentObject(settings)
    }
}

:mount ContentView()
:tap "Increase score"
:tap "Rename"

// expect: ContentView body
// expect: ProfileHeader body
// expect: ScoreBadge body: 0
// expect: ContentView body
// expect: ScoreBadge body: 1
// expect: ContentView body
// expect: ScoreBadge body: 1
