// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (onChange of a property of an @Observable model kept in @State runs when a button calls a model method that changes the property)
import SwiftUI

@Observable
final class Scoreboard {
    var home = 0
    var away = 0

    func homeGoal() { home += 1 }
    func awayGoal() { away += 1 }
}

struct ScoreView: View {
    @State private var board = Scoreboard()

    var body: some View {
        VStack {
            Text("Home \(board.home) - Away \(board.away)")
            Button("Home goal") { board.homeGoal() }
            Button("Away goal") { board.awayGoal() }
        }
        .onChange(of: board.home) { oldValue, newValue in
            print("home \(oldValue) -> \(newValue)")
        }
    }
}

:mount ScoreView()
:tap "Home goal"
:tap "Away goal"
:tap "Home goal"
// expect: home 0 -> 1
// expect: home 1 -> 2
