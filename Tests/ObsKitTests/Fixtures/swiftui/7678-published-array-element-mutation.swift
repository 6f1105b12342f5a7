// Style: Stack Overflow question. Forum question: "I change a property of an element in my @Published array and the view doesn't update — but only sometimes."
// SwiftUI: with struct elements, `board.chores[0].done = true` writes the whole array back through @Published's setter, which sends objectWillChange (rules §6.3).
// With class elements the same line only reads the array and mutates the object: @Published never runs, no body (rules §0.2, §6.3).
// Re-assigning the array publishes even though nothing compares unequal, and so does `objectWillChange.send()` by hand (rules §6.2, §6.3).
import SwiftUI

struct Chore: Identifiable {
    let id: Int
    var title: String
    var done = false
}

final class ChoreRef: Identifiable {
    let id: Int
    var title: String
    var done = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

final class ChoreBoard: ObservableObject {
    @Published var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
    @Published var refs = [ChoreRef(id: 1, title: "Vacuum")]
}

struct ChoreScreen: View {
    @StateObject private var board = ChoreBoard()

    var body: some View {
        let structDone = board.chores.filter { $0.done }.count
        let classDone = board.refs.filter { $0.done }.count
        let _ = print("body: \(structDone) struct done, \(classDone) class done")
        VStack {
            Button("Finish dishes") { board.chores[0].done = true }
            Button("Finish vacuum") { board.refs[0].done = true }
            Button("Reassign refs") { board.refs = board.refs }
            Button("Notify by hand") { board.objectWillChange.send() }
        }
    }
}

:mount ChoreScreen()
// expect: body: 0 struct done, 0 class done
:tap "Finish dishes"
// expect: body: 1 struct done, 0 class done
:tap "Finish vacuum"
:tap "Reassign refs"
// expect: body: 1 struct done, 1 class done
:tap "Notify by hand"
// expect: body: 1 struct done, 1 class done
