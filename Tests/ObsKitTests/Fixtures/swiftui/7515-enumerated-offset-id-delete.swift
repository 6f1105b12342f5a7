// Stack Overflow question: "after deleting the first row, the star moved to the next chore" — `ForEach(Array(items.enumerated()), id: \.offset)`
// What SwiftUI does: the id of each row is its offset (rules §1.2). Deleting "Dishes" at offset 0 calls onDelete
// with [0] (rules §15.2); the array now has two elements, so the ids are 0 and 1: those two nodes stay, with their
// @State, and show the next titles, while id 2 goes away: that node dies and its onDisappear runs with the title it
// last had, "Vacuum" (rules §1.2, §1.4, §11.1). So the star set on row 0 is now on "Laundry". The fix is a stable
// id (an `Identifiable` element), as 7514 shows. The action reads `isStarred` outside a body, so it sees the value
// it just wrote (rules §3.4).
// Sources: rules §1.2, §1.4, §3.4, §11.1, §15.2; https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
import SwiftUI

struct ChoreRow: View {
    let title: String
    @State private var isStarred = false

    var body: some View {
        Button("\(isStarred ? "★" : "☆") \(title)") {
            isStarred.toggle()
            print("\(title) starred: \(isStarred)")
        }
        .onDisappear { print("disappear row showing \(title)") }
    }
}

struct ChoresView: View {
    @State private var chores = ["Dishes", "Laundry", "Vacuum"]

    var body: some View {
        let _ = print("ChoresView body: \(chores.joined(separator: ", "))")
        NavigationStack {
            List {
                ForEach(Array(chores.enumerated()), id: \.offset) { index, chore in
                    ChoreRow(title: chore)
                }
                .onDelete { offsets in
                    print("onDelete \(Array(offsets))")
                    chores.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Chores")
        }
    }
}

:mount ChoresView()
// expect: ChoresView body: Dishes, Laundry, Vacuum
:tap "☆ Dishes"
// expect: Dishes starred: true
:delete "★ Dishes"
// expect: onDelete [0]
// expect: ChoresView body: Laundry, Vacuum
// expect: disappear row showing Vacuum
:tap "★ Laundry"
// expect: Laundry starred: false
:tap "☆ Vacuum"
// expect: Vacuum starred: true
