// Follows Apple's page "List" (developer.apple.com/documentation/swiftui/list), its init(_:rowContent:) over a binding
// to a collection (`List($items) { $item in ... }`, Apple `list/init(_:rowcontent:)`): a chores list whose rows
// toggle their own element.
// - Each row gets a Binding to its element; a Toggle on $chore.isDone writes back into the array in @State
//   (Apple's page; rules §15.1, §9.2). The Summary action reads the live array (rules §3.4).
// - Each row observes its own value with onChange(of:) (two-parameter form: old and new, Apple
//   `view/onchange(of:initial:_:)`): only the toggled row's action runs, once per change, never at mount.
// - Only onChange and actions print: which rows' bodies run again after one element of a bound collection changes
//   is not documented.
import SwiftUI

struct Chore: Identifiable {
    let id: Int
    let name: String
    var isDone = false
}

struct ChoreRow: View {
    @Binding var chore: Chore

    var body: some View {
        Toggle(chore.name, isOn: $chore.isDone)
            .onChange(of: chore.isDone) { oldValue, newValue in
                print("\(chore.name): \(oldValue) -> \(newValue)")
            }
    }
}

struct ChoresView: View {
    @State private var chores = [
        Chore(id: 1, name: "Water plants"),
        Chore(id: 2, name: "Take out trash"),
        Chore(id: 3, name: "Feed cat"),
    ]

    var body: some View {
        VStack {
            List($chores) { $chore in
                ChoreRow(chore: $chore)
            }
            Button("Summary") {
                let done = chores.filter { $0.isDone }.map { $0.name }
                print("\(done.count) of \(chores.count) done: \(done.joined(separator: ", "))")
            }
        }
    }
}

:mount ChoresView()
:toggle "Take out trash"
// expect: Take out trash: false -> true
:toggle "Feed cat"
// expect: Feed cat: false -> true
:tap "Summary"
// expect: 2 of 3 done: Take out trash, Feed cat
:toggle "Take out trash"
// expect: Take out trash: true -> false
:tap "Summary"
// expect: 1 of 3 done: Feed cat
