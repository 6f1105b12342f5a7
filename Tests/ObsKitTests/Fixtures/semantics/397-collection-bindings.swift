// rules §15.1: bindings into collections. `List($items) { $item in }` and `ForEach($items)` give each row a
// Binding to its element (the `$item` parameter: `item` reads it, `$item.done` projects a property);
// `$array[i]` is a Binding to one element, passed to a child's @Binding. Writes land in the owner's array;
// the owner re-runs because its body reads the array, the child because it read its @Binding.
// Source: https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:) (Binding<Data>),
// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:) (Binding<C>),
// https://developer.apple.com/documentation/swiftui/binding (dynamic member lookup, subscripts),
// WWDC21 "What's new in SwiftUI" (collection bindings). Rules §3, §9, §12.
struct Task397: Identifiable {
    let id: Int
    var title: String
    var done = false
}

struct Counter397: View {
    @Binding var value: Int
    var body: some View {
        let _ = Self._printChanges()
        Button("bump \(value)") { value += 1 }
    }
}

struct Board397: View {
    @State private var tasks = [Task397(id: 1, title: "Plan"), Task397(id: 2, title: "Build")]
    @State private var counts = [0, 10]

    var body: some View {
        let _ = Self._printChanges()
        List($tasks) { $task in
            Toggle(task.title, isOn: $task.done)
        }
        Counter397(value: $counts[1])
        Text("\(tasks.filter(\.done).count) done")
        Button("Show") { print(tasks.map(\.done), counts) }
    }
}

:mount Board397()
:toggle "Build"
:tap "bump 10"
:tap "Show"

// expect: Board397: @self, @identity, _tasks, _counts changed.
// expect: Counter397: @self, @identity, _value changed.
// expect: Board397: _tasks changed.
// expect: Counter397: _value changed.
// expect: [false, true] [0, 11]
