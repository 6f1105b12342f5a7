// ForEach($chores) { $chore in Toggle(isOn: $chore.done) } in a List section whose header shows a computed count of what is left; expected output by the SwiftUI rules (Apple: ForEach with a binding to a collection, "Binding<C>" elements; onChange(of:) on the computed count)
import SwiftUI

struct Chore: Identifiable {
    let id: Int
    var title: String
    var done = false
}

struct ChoreChart: View {
    @State private var chores = [
        Chore(id: 1, title: "Dishes"),
        Chore(id: 2, title: "Laundry"),
        Chore(id: 3, title: "Vacuum"),
    ]

    private var remaining: Int {
        chores.filter { !$0.done }.count
    }

    var body: some View {
        NavigationStack {
            List {
                Section("\(remaining) left") {
                    ForEach($chores) { $chore in
                        Toggle(chore.title, isOn: $chore.done)
                    }
                }
            }
            .navigationTitle("Chores")
        }
        .onChange(of: remaining) {
            print("\(remaining) chores left")
        }
    }
}

:mount ChoreChart()
:toggle "Laundry"
:toggle "Dishes"
:toggle "Laundry"

// expect: 2 chores left
// expect: 1 chores left
// expect: 2 chores left
