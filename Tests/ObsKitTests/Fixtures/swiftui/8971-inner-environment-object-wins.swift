// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/environment(_:) (environment(_:) sets the object for its type in the environment of the view it modifies: an inner .environment(teamB) gives the views below it teamB, and a change to teamA's score doesn't update them)
import SwiftUI
import Observation

@Observable
final class Team {
    let name: String
    var score = 0
    init(name: String) { self.name = name }
}

struct ScoreLine: View {
    @Environment(Team.self) private var team

    var body: some View {
        let _ = print("\(team.name): \(team.score)")
        Text("\(team.name) \(team.score)")
    }
}

struct Scoreboard: View {
    @State private var teamA = Team(name: "Hawks")
    @State private var teamB = Team(name: "Owls")

    var body: some View {
        VStack {
            ScoreLine()
            VStack {
                ScoreLine()
            }
            .environment(teamB)
            Button("Hawks score") { teamA.score += 1 }
            Button("Owls score") { teamB.score += 1 }
        }
        .environment(teamA)
    }
}

:mount Scoreboard()
:tap "Owls score"
:tap "Hawks score"
// expect: Hawks: 0
// expect: Owls: 0
// expect: Owls: 1
// expect: Hawks: 1
