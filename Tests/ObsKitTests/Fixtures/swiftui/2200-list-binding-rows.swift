// Issue 13 (B), List/ForEach with bindings: `List($items) { $item in ... }` hands each row a Binding to its
// element, so a Toggle in a row writes straight into the array held in @State. The row closure is escaping
// (each row has its own attribute, rules §2, §8); the owner re-runs because its own body reads the array.
// Source: https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:) (the Binding<Data>
// overload), WWDC21 "What's new in SwiftUI" (collection bindings). Rules §3, §9, §12.
import SwiftUI

struct Chore: Identifiable {
    let id: Int
    var title: String
    var done = false
}

struct ChoreList: View {
    @State private var chores = [
        Chore(id: 1, title: "Dishes"),
        Chore(id: 2, title: "Laundry"),
        Chore(id: 3, title: "Plants"),
    ]

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            List($chores) { $chore in
                Toggle(chore.title, isOn: $chore.done)
            }
            Text("\(chores.filter(\.done).count) of \(chores.count) done")
            Button("Report") {
                print(chores.map { "\($0.title)=\($0.done)" }.joined(separator: ", "))
            }
        }
    }
}

:mount ChoreList()
:toggle "Laundry"
:toggle "Plants"
:tap "Report"
:toggle "Laundry"
:tap "Report"

// expect: ChoreList: @self, @identity, _chores changed.
// expect: ChoreList: _chores changed.
// expect: ChoreList: _chores changed.
// expect: Dishes=false, Laundry=true, Plants=true
// expect: ChoreList: _chores changed.
// expect: Dishes=false, Laundry=false, Plants=true
