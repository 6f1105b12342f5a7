// Hacking with Swift style: `ForEach($chores) { $chore in ChoreRow(chore: $chore) }` in a List, with swipe to delete
// What SwiftUI does: each row gets a Binding to its element (rules §15.1); the row's Toggle writes `isDone` back into
// the `@State` array, which re-runs the list, whose body reads the array for its summary (rules §3.4, §3.5). A swipe
// calls `onDelete` with the row's offset; removing the element destroys that row's node, whose `onDisappear` runs
// after the update (rules §1.2, §15.2, §10.3). Rows appear in tree order at mount (rules §11.1). The disappear
// message uses a capture list, so it does not read through a binding to an element that is gone.
// Sources: rules §1.2, §3.4, §3.5, §10.3, §11.1, §15.1, §15.2; https://developer.apple.com/documentation/swiftui/foreach
// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
import SwiftUI

struct Chore: Identifiable {
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
        Chore(id: 1, title: "Buy milk"),
        Chore(id: 2, title: "Walk dog"),
        Chore(id: 3, title: "Water plants"),
    ]

    var body: some View {
        let _ = print("ChoreList body: \(chores.filter(\.isDone).count) of \(chores.count) done")
        List {
            ForEach($chores) { $chore in
                ChoreRow(chore: $chore)
                    .onAppear { [title = chore.title] in print("row appeared: \(title)") }
                    .onDisappear { [title = chore.title] in print("row disappeared: \(title)") }
            }
            .onDelete { offsets in
                chores.remove(atOffsets: offsets)
            }
        }
    }
}

:mount ChoreList()
// expect: ChoreList body: 0 of 3 done
// expect: row appeared: Buy milk
// expect: row appeared: Walk dog
// expect: row appeared: Water plants
:toggle "Buy milk"
// expect: ChoreList body: 1 of 3 done
:delete "Walk dog"
// expect: ChoreList body: 1 of 2 done
// expect: row disappeared: Walk dog
:toggle "Water plants"
// expect: ChoreList body: 2 of 2 done
