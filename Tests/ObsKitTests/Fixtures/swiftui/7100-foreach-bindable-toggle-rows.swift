// A chore chart: an array of @Observable chores in @State, a row view per chore that takes it as @Bindable and binds
// a Toggle to `$chore.isDone`, in the style of "Managing model data in your app".
// What SwiftUI does: each row made the binding and read `isDone`, so flipping one toggle runs only that row (rules
// §8.5, §9.2); the chart read only the array (rules §8.3, §15.1). "All done" sets every chore's flag: the chore already
// done gets an equal `=` and notifies nobody (rules §8.1), the other two notify, and their rows run once each, in tree
// order, in one update (rules §2.8, §10.1).
// Sources: rules §2.8, §8.1, §8.3, §8.5, §9.2, §10.1, §15.1;
// https://developer.apple.com/documentation/swiftui/bindable
// https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app
import SwiftUI

@Observable
final class Chore: Identifiable {
    let id: Int
    var title: String
    var isDone = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

struct ChoreRow: View {
    @Bindable var chore: Chore

    var body: some View {
        let _ = print("ChoreRow body: \(chore.title) \(chore.isDone ? "done" : "open")")
        Toggle(chore.title, isOn: $chore.isDone)
    }
}

struct ChoreChart: View {
    @State private var chores = [
        Chore(id: 1, title: "Dishes"),
        Chore(id: 2, title: "Laundry"),
        Chore(id: 3, title: "Trash"),
    ]

    var body: some View {
        let _ = print("ChoreChart body: \(chores.count) chores")
        VStack {
            List {
                ForEach(chores) { chore in
                    ChoreRow(chore: chore)
                }
            }
            Button("All done") {
                for chore in chores {
                    chore.isDone = true
                }
            }
        }
    }
}

:mount ChoreChart()
// expect: ChoreChart body: 3 chores
// expect: ChoreRow body: Dishes open
// expect: ChoreRow body: Laundry open
// expect: ChoreRow body: Trash open
:toggle "Laundry"
// expect: ChoreRow body: Laundry done
:tap "All done"
// expect: ChoreRow body: Dishes done
// expect: ChoreRow body: Trash done
:toggle "Dishes"
// expect: ChoreRow body: Dishes open
