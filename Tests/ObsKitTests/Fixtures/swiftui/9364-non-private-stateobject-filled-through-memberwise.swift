// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (a non-private @StateObject filled through the memberwise initializer keeps the first object it was given; the parent's later object is ignored)
// StateObject: "Declare state objects as private to prevent setting them from a memberwise initializer, which can
// conflict with the storage management that SwiftUI provides", and SwiftUI "doesn't create a new instance if a
// view's inputs change". The memberwise init wraps the argument in the state object's autoclosure, which SwiftUI
// evaluates only once for the view's lifetime: the card keeps showing Ana's model after the team selects Ben.
// - Mount: slot 0, Ana.
// - "Next player": the card's `slot` input changes so its body runs, but its model is still Ana's.
import SwiftUI

final class PlayerModel: ObservableObject {
    let name: String
    @Published var goals = 0

    init(name: String) {
        self.name = name
    }
}

struct PlayerCard: View {
    let slot: Int
    @StateObject var model: PlayerModel

    var body: some View {
        let _ = print("card for slot \(slot): \(model.name)")
        Text("\(model.name): \(model.goals) goals")
    }
}

struct TeamScreen: View {
    @State private var players = [PlayerModel(name: "Ana"), PlayerModel(name: "Ben")]
    @State private var selected = 0

    var body: some View {
        VStack {
            PlayerCard(slot: selected, model: players[selected])
            Button("Next player") { selected = 1 }
        }
    }
}

:mount TeamScreen()
// expect: card for slot 0: Ana
:tap "Next player"
// expect: card for slot 1: Ana
