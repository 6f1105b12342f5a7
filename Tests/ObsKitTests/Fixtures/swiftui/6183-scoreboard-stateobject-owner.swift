// The fix for a model that resets: the screen owns it with @StateObject and passes it down to an @ObservedObject child, so a parent re-render keeps it; expected output by the SwiftUI rules (rules §4 thunk runs once, right before the owner's first body; §5 same instance keeps its subscription; T7)
import SwiftUI

final class TeamScore: ObservableObject {
    static var made = 0
    @Published var goals = 0
    let number: Int

    init() {
        TeamScore.made += 1
        number = TeamScore.made
        print("TeamScore #\(number) init")
    }
}

struct GoalCounter: View {
    @ObservedObject var score: TeamScore

    var body: some View {
        let _ = print("GoalCounter body: \(score.goals) goals")
        Button("Goals: \(score.goals)") {
            score.goals += 1
        }
    }
}

struct MatchScreen: View {
    @StateObject private var score = TeamScore()

    var body: some View {
        GoalCounter(score: score)
    }
}

struct StadiumRoot: View {
    @State private var floodlights = false

    var body: some View {
        let _ = print("StadiumRoot body")
        VStack {
            Toggle("Floodlights", isOn: $floodlights)
            Text(floodlights ? "Lights on" : "Lights off")
            MatchScreen()
        }
    }
}

:mount StadiumRoot()
:tap "Goals: 0"
:toggle "Floodlights"
:tap "Goals: 1"

// expect: StadiumRoot body
// expect: TeamScore #1 init
// expect: GoalCounter body: 0 goals
// expect: GoalCounter body: 1 goals
// expect: StadiumRoot body
// expect: GoalCounter body: 2 goals
