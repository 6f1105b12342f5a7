// Apple docs `ForEach/init(_:content:)` over a binding (`ForEach($chores) { $chore in }`) + `View/onChange(of:initial:_:)`: rows edit their element in place.
// Each row gets a Binding to its element; the Toggle writes `done` through it into the @State array (rules §15.1).
// The list's body reads the array (it counts the done chores), so it runs again after every write (rules §3.4, §3.5);
// `onChange(of: doneCount)` runs after that body with the old and new counts, and only when the count changed (Apple
// `view/onchange(of:initial:_:)`): a rename changes the array, runs the body, but leaves the count, so no action.
import SwiftUI

struct Chore: Identifiable {
    let id: Int
    var name: String
    var done = false
}

struct ChoreList: View {
    @State private var chores = [
        Chore(id: 1, name: "Dishes"),
        Chore(id: 2, name: "Laundry"),
        Chore(id: 3, name: "Plants"),
    ]

    var body: some View {
        let doneCount = chores.filter(\.done).count
        let _ = print("list body: \(doneCount) of \(chores.count) done")
        List {
            ForEach($chores) { $chore in
                Toggle(chore.name, isOn: $chore.done)
            }
            Button("Rename plants") { chores[2].name = "Water plants" }
            Button("Show") { print(chores.map { "\($0.name)=\($0.done)" }) }
        }
        .onChange(of: doneCount) { oldValue, newValue in
            print("done count \(oldValue) -> \(newValue)")
        }
    }
}

:mount ChoreList()
// expect: list body: 0 of 3 done
:toggle "Dishes"
// expect: list body: 1 of 3 done
// expect: done count 0 -> 1
:toggle "Plants"
// expect: list body: 2 of 3 done
// expect: done count 1 -> 2
:tap "Rename plants"
// expect: list body: 2 of 3 done
:toggle "Water plants"
// expect: list body: 1 of 3 done
// expect: done count 2 -> 1
:tap "Show"
// expect: ["Dishes=true", "Laundry=false", "Water plants=false"]
