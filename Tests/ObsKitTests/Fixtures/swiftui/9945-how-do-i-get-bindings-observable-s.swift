// Apple Developer Forums style: "how do I get $ bindings into an @Observable's array?": the accepted fix makes a local @Bindable in the body and uses ForEach($board.chores) { $chore in }; every keystroke changes the array, so the board runs and each row (whose binding from ForEach($...) is always new) runs again (rules §15.1, §8.5, §9.2, §2.5)
import SwiftUI

struct Chore: Identifiable {
    let id: Int
    var title: String
}

@Observable
final class Board {
    var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
}

struct ChoreRow: View {
    @Binding var chore: Chore

    var body: some View {
        let _ = print("ChoreRow body: \(chore.title)")
        TextField("Chore \(chore.id)", text: $chore.title)
    }
}

struct BoardView: View {
    @State private var board = Board()

    var body: some View {
        let _ = print("BoardView body")
        @Bindable var board = board
        List {
            ForEach($board.chores) { $chore in
                ChoreRow(chore: $chore)
            }
        }
        Button("Add") { board.chores.append(Chore(id: 3, title: "Trash")) }
    }
}

:mount BoardView()
// expect: BoardView body
// expect: ChoreRow body: Dishes
// expect: ChoreRow body: Laundry
:type "!" into "Chore 1"
// expect: BoardView body
// expect: ChoreRow body: Dishes!
// expect: ChoreRow body: Laundry
:tap "Add"
// expect: BoardView body
// expect: ChoreRow body: Dishes!
// expect: ChoreRow body: Laundry
// expect: ChoreRow body: Trash
