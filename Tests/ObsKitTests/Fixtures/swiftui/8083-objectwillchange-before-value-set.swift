// SwiftUI from Apple's documentation: objectWillChange fires before the @Published value is stored; the body then shows the new one
// Apple, objectWillChange (https://developer.apple.com/documentation/combine/observableobject/objectwillchange): "A publisher that
// emits before the object has changed." Apple, Published (https://developer.apple.com/documentation/combine/published): "publishing
// occurs in the property's willSet block". So a subscriber reading `score` sees the old value; the action goes on; the body runs
// after, with the new value.
import SwiftUI
import Combine

final class Scoreboard: ObservableObject {
    @Published var score = 0
    private var watch: AnyCancellable?
    init() {
        watch = objectWillChange.sink { [unowned self] _ in
            print("will change, score still \(self.score)")
        }
    }
}

struct ScoreView: View {
    @StateObject private var board = Scoreboard()
    var body: some View {
        let _ = print("ScoreView body: \(board.score)")
        Button("Goal") {
            board.score += 1
            print("action done, score \(board.score)")
        }
    }
}

:mount ScoreView()
// expect: ScoreView body: 0
:tap "Goal"
// expect: will change, score still 0
// expect: action done, score 1
// expect: ScoreView body: 1
