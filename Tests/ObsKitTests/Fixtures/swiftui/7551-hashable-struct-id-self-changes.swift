// Stack Overflow question: "marking a chore done recreates its row" — `ForEach(chores, id: \.self)` over a Hashable struct hashes every field
// What SwiftUI does: with `id: \.self` the id is the whole value, so changing any field, `isDone` here, makes a new
// id: the old row's node dies (onDisappear) and a new one is made with fresh @State (onAppear), rules §1.2, §1.4,
// §11.1. Apple's `foreach` page asks for ids that don't change unless the element is replaced by a new one. The
// other rows keep their ids and state. The parent's body reads the array: one run per change (rules §3.5).
// Sources: rules §1.2, §1.4, §3.5, §11.1; https://developer.apple.com/documentation/swiftui/foreach
import SwiftUI

struct Chore: Hashable {
    var title: String
    var isDone = false
}

struct ChoreRow: View {
    let chore: Chore
    @State private var minutes = 0

    var body: some View {
        Button("\(chore.title) \(chore.isDone ? "done" : "open"), \(minutes) min") {
            minutes += 5
        }
        .onAppear { print("appear \(chore.title), done: \(chore.isDone)") }
        .onDisappear { print("disappear \(chore.title), done: \(chore.isDone)") }
    }
}

struct ChoreBoard: View {
    @State private var chores = [Chore(title: "Laundry"), Chore(title: "Dishes")]

    var body: some View {
        let _ = print("ChoreBoard body: \(chores.filter(\.isDone).count) done")
        VStack {
            List {
                ForEach(chores, id: \.self) { chore in
                    ChoreRow(chore: chore)
                }
            }
            Button("Finish Laundry") {
                chores[0].isDone = true
            }
        }
    }
}

:mount ChoreBoard()
// expect: ChoreBoard body: 0 done
// expect: appear Laundry, done: false
// expect: appear Dishes, done: false
:tap "Laundry open, 0 min"
:tap "Dishes open, 0 min"
:tap "Finish Laundry"
// expect: ChoreBoard body: 1 done
// expect: disappear Laundry, done: false
// expect: appear Laundry, done: true
:tap "Laundry done, 0 min"
:tap "Dishes open, 5 min"
