// Issue 13 (A), the classic "save on change" settings object: @Published properties with didSet that write
// UserDefaults, one didSet updating another @Published property, and an init that loads the saved value.
// Expected: assigning in init doesn't run didSet (Swift's rule for a class's own properties); every later
// set runs it once (rules §6); a didSet that sets another property runs that one's didSet.
import SwiftUI

final class GameSettings: ObservableObject {
    @Published var username: String {
        didSet {
            UserDefaults.standard.set(username, forKey: "username")
            print("saved username '\(username)'")
        }
    }
    @Published var score = 0 {
        didSet {
            if score > best { best = score }
        }
    }
    @Published private(set) var best = 0 {
        didSet { print("new best:", best) }
    }

    init() {
        username = UserDefaults.standard.string(forKey: "username") ?? "Player"
        print("GameSettings init, username '\(username)'")
    }
}

struct GameView: View {
    @StateObject private var settings = GameSettings()

    var body: some View {
        Form {
            TextField("Username", text: $settings.username)
            Text("Score \(settings.score), best \(settings.best)")
            Button("Score +5") { settings.score += 5 }
            Button("New game") { settings.score = 0 }
        }
    }
}

:mount GameView()
:clear "Username"
:type "Jo" into "Username"
:tap "Score +5"
:tap "Score +5"
:tap "New game"
:tap "Score +5"
print(UserDefaults.standard.string(forKey: "username") ?? "nothing saved")

// expect: GameSettings init, username 'Player'
// expect: saved username ''
// expect: saved username 'J'
// expect: saved username 'Jo'
// expect: new best: 5
// expect: new best: 10
// expect: Jo
