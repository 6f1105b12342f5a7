// `ForEach($chores) { $chore in ... }` handing each row a binding to its array element (Swift 5.5 / iOS 15 syntax,
// WWDC21 "What's new in SwiftUI"), with the parent showing how many are left and logging with onChange.
// What SwiftUI does: a row's toggle writes through the element binding back into the parent's @State array
// (rules §15.1; Apple, ForEach init(_:content:) with a binding:
// https://developer.apple.com/documentation/swiftui/foreach). The parent body reads the array, so it runs, and
// onChange(of:) gets the old and new arrays after that update (Apple, onChange(of:initial:_:)). "Mark all done"
// makes three writes in one action: one body, one onChange, with the values from before and after the whole
// action (rules §10.1). Tapping it again writes equal values (Chore is Equatable): nothing happens (rules §3.4).
import SwiftUI

struct Chore: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
}

struct ChoreRow: View {
    @Binding var chore: Chore

    var body: some View {
        Toggle(chore.title, isOn: $chore.isDone)
    }
}

struct ChoreList: View {
    @State private var chores = [
        Chore(id: 1, title: "Dishes"),
        Chore(id: 2, title: "Laundry"),
        Chore(id: 3, title: "Vacuum"),
    ]

    var body: some View {
        let remaining = chores.filter { !$0.isDone }.count
        let _ = print("ChoreList body, \(remaining) left")
        List {
            ForEach($chores) { $chore in
                ChoreRow(chore: $chore)
            }
            Button("Mark all done") {
                for index in chores.indices {
                    chores[index].isDone = true
                }
            }
        }
        .onChange(of: chores.map(\.isDone)) { oldValue, newValue in
            print("done flags \(oldValue) -> \(newValue)")
        }
    }
}

:mount ChoreList()
// expect: ChoreList body, 3 left
:toggle "Laundry"
// expect: ChoreList body, 2 left
// expect: done flags [false, false, false] -> [false, true, false]
:tap "Mark all done"
// expect: ChoreList body, 0 left
// expect: done flags [false, true, false] -> [true, true, true]
:tap "Mark all done"
:toggle "Dishes"
// expect: ChoreList body, 1 left
// expect: done flags [true, true, true] -> [false, true, true]
