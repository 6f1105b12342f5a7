// objc.io Thinking in SwiftUI style: when a view's init runs and when its body runs — every parent render re-inits each child, but a child whose inputs are equal skips its body (rules §2.6, §2.7, §2.1–§2.3)
import SwiftUI

struct Badge: View {
    let label: String

    init(label: String) {
        self.label = label
        print("Badge.init \(label)")
    }

    var body: some View {
        let _ = print("Badge.body \(label)")
        Text(label)
    }
}

struct Scoreboard: View {
    @State private var points = 0

    var body: some View {
        let _ = print("Scoreboard.body \(points)")
        VStack {
            Text("Points: \(points)")
            Badge(label: "Home")
            Badge(label: points >= 2 ? "Leader" : "Chaser")
            Button("Score") { points += 1 }
        }
    }
}

:mount Scoreboard()
// expect: Scoreboard.body 0
// expect: Badge.init Home
// expect: Badge.init Chaser
// expect: Badge.body Home
// expect: Badge.body Chaser
:tap "Score"
// expect: Scoreboard.body 1
// expect: Badge.init Home
// expect: Badge.init Chaser
:tap "Score"
// expect: Scoreboard.body 2
// expect: Badge.init Home
// expect: Badge.init Leader
// expect: Badge.body Leader
