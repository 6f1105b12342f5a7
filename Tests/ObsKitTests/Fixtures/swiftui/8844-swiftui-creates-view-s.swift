// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) (SwiftUI creates a view's state only the first time it initializes that view: a child's let constant follows the parent's new value, while a @State set through the memberwise initializer keeps its first value)
import SwiftUI

struct ScoreBadge: View {
    let liveScore: Int
    @State var startingScore: Int

    var body: some View {
        VStack {
            Text("Live \(liveScore), starting \(startingScore)")
            Button("Print scores") {
                print("live \(liveScore), starting \(startingScore)")
            }
        }
    }
}

struct Scoreboard: View {
    @State private var score = 0

    var body: some View {
        VStack {
            Button("Goal") { score += 1 }
            ScoreBadge(liveScore: score, startingScore: score)
        }
    }
}

:mount Scoreboard()
:tap "Print scores"
:tap "Goal"
:tap "Goal"
:tap "Print scores"
// expect: live 0, starting 0
// expect: live 2, starting 0
