// Q (Stack Overflow style): "onChange(of:) doesn't fire when I set the same value again, but the body does run"
// "Restart sets `game.level = 1` when it's already 1. My print in body shows the view re-rendered, yet my onChange
// (which resets the timer) is not called."
// Accepted answer: two different checks. @Published has no equality check: any set sends objectWillChange, so the
// body runs (rules §6.3, scenario T12). onChange compares the value it saw last with the new one using `==`, and
// runs its action only when they differ (the value must be Equatable;
// the action gets the old and the new value). The action gets the old and the new value and runs after the
// body that produced the new value.
// Source: rules §6.3; Apple https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
import SwiftUI

final class GameModel: ObservableObject {
    @Published var level = 1
}

struct GameView: View {
    @StateObject private var game = GameModel()

    var body: some View {
        let _ = print("GameView body: level \(game.level)")
        VStack {
            Text("Level \(game.level)")
            Button("Restart at level 1") { game.level = 1 }
            Button("Level up") { game.level += 1 }
        }
        .onChange(of: game.level) { oldLevel, newLevel in
            print("onChange: level \(oldLevel) -> \(newLevel)")
        }
    }
}

:mount GameView()
// expect: GameView body: level 1
:tap "Restart at level 1"
// expect: GameView body: level 1
:tap "Level up"
// expect: GameView body: level 2
// expect: onChange: level 1 -> 2
:tap "Restart at level 1"
// expect: GameView body: level 1
// expect: onChange: level 2 -> 1
