// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/bindable (each row takes an @Observable chore with @Bindable and binds a Toggle to it)
// @Bindable makes bindings to an observable object's properties (`$chore.done`). The row's body reads the
// chore's title and flag, so a change to that chore runs that row only. The list's body reads the array (and
// the ids, which are `let`), not the flags: toggling doesn't run it. Appending a chore changes the array:
// the list runs and makes the new row; the old rows get the same objects and don't run.
import SwiftUI
import Observation

@Observable
final class Chore: Identifiable {
    let id: Int
    var title: String
    var done = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class ChoreStore {
    var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Plants")]
}

struct ChoreRow: View {
    @Bindable var chore: Chore

    var body: some View {
        let _ = print("row \(chore.title): \(chore.done ? "done" : "to do")")
        Toggle(chore.title, isOn: $chore.done)
    }
}

struct ChoreList: View {
    @State private var store = ChoreStore()

    var body: some View {
        let _ = print("list: \(store.chores.count) chores")
        List {
            ForEach(store.chores) { chore in
                ChoreRow(chore: chore)
            }
            Button("Add Laundry") {
                store.chores.append(Chore(id: store.chores.count + 1, title: "Laundry"))
            }
        }
    }
}

:mount ChoreList()
// expect: list: 2 chores
// expect: row Dishes: to do
// expect: row Plants: to do
:toggle "Dishes"
// expect: row Dishes: done
:toggle "Plants"
// expect: row Plants: done
:tap "Add Laundry"
// expect: list: 3 chores
// expect: row Laundry: to do
:toggle "Dishes"
// expect: row Dishes: to do
