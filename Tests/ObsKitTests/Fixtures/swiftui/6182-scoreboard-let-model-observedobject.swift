// A screen keeps its model in a plain `let` and hands it to an @ObservedObject child: every render of the grandparent makes a new model and the score starts over; expected output by the SwiftUI rules (rules §2 child inits re-run with the parent body, §5 new instance made before the old one is released, §2.5 class fields compared by identity)
import SwiftUI

final class ScoreModel: ObservableObject {
    static var made = 0
    @Published var points = 0
    let number: Int

    init() {
        ScoreModel.made += 1
        number = ScoreModel.made
        print("ScoreModel #\(number) init")
    }

    deinit {
        print("ScoreModel #\(number) deinit")
    }
}

struct ScoreCard: View {
    @ObservedObject var model: ScoreModel

    var body: some View {
        Button("Points: \(model.points)") {
            model.points += 1
        }
    }
}

struct GameScreen: View {
    let model = ScoreModel()

    var body: some View {
        let _ = print("GameScreen body")
        ScoreCard(model: model)
    }
}

struct ArenaRoot: View {
    @State private var darkMode = false

    var body: some View {
        let _ = print("ArenaRoot body")
        VStack {
            Toggle("Dark mode", isOn: $darkMode)
            Text(darkMode ? "Dark" : "Light")
            GameScreen()
        }
    }
}

:mount ArenaRoot()
:tap "Points: 0"
:tap "Points: 1"
:toggle "Dark mode"
:tap "Points: 0"

// expect: ArenaRoot body
// expect: ScoreModel #1 init
// expect: GameScreen body
// expect: ArenaRoot body
// expect: ScoreModel #2 init
// expect: GameScreen body
// expect: ScoreModel #1 deinit
