// Chore list with @Observable rows edited in place, as Apple's Bindable page shows: the store is @Observable in
// @State, each row gets the element object and declares `@Bindable var chore`, with a Toggle and a TextField bound to
// its properties.
// What SwiftUI does: a row's body depends on the properties it read and bound (rules §8.3, §8.5), so a toggle or a
// keystroke in a row runs that row alone; the list read only the array and does not run (rules §8.3). Adding a
// chore changes the array: the list runs, the existing rows get the same object references and skip their bodies
// (rules §2.3, §2.7), the new row runs. The store's array initialiser makes the two first chores when the root value
// is made (rules §3.1).
// Sources: rules §2.3, §2.7, §3.1, §8.3, §8.5; https://developer.apple.com/documentation/swiftui/bindable
import SwiftUI
import Observation

@Observable
final class Chore: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false

    init(title: String) {
        self.title = title
        print("Chore init: \(title)")
    }
}

@Observable
final class ChoreStore {
    var chores = [Chore(title: "Dishes"), Chore(title: "Laundry")]
}

struct ChoreRow: View {
    @Bindable var chore: Chore

    var body: some View {
        let _ = print("ChoreRow body: \(chore.title) done \(chore.isDone)")
        HStack {
            TextField("Chore", text: $chore.title)
            Toggle("Done", isOn: $chore.isDone)
        }
    }
}

struct ChoreList: View {
    @State private var store = ChoreStore()

    var body: some View {
        let _ = print("ChoreList body: \(store.chores.count) chores")
        List {
            ForEach(store.chores) { chore in
                ChoreRow(chore: chore)
            }
            Button("Add chore") {
                store.chores.append(Chore(title: "Mop"))
            }
        }
    }
}

:mount ChoreList()
// expect: Chore init: Dishes
// expect: Chore init: Laundry
// expect: ChoreList body: 2 chores
// expect: ChoreRow body: Dishes done false
// expect: ChoreRow body: Laundry done false
:toggle "Done" 2
// expect: ChoreRow body: Laundry done true
:type "!" into "Chore" 1
// expect: ChoreRow body: Dishes! done false
:tap "Add chore"
// expect: Chore init: Mop
// expect: ChoreList body: 3 chores
// expect: ChoreRow body: Mop done false
