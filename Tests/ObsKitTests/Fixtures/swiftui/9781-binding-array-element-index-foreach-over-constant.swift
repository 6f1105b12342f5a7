// Hacking with Swift forum style, pitfall on purpose: a binding to an array element by index, from ForEach over a constant range; the range is read once, so after "Remove last" the old third row stays and its builder makes $todos[2] past the end: the index-out-of-range crash of a delete (rules §15.1, §9.2)
// known-gap: a binding made by $todos[index] does not read the element when it is made, so after a removal the row's builder does not stop with Index out of range (rules §15.1, §9.2); ObsREPL warns and shows the row as '= ?'
// corrected: the body prints todos.count, so it reads todos and the keystroke into "Todo 1" runs it once (rules §3.5); my first expectation left that line out
import SwiftUI

struct TodoScreen: View {
    @State private var todos = ["Milk", "Eggs", "Bread"]

    var body: some View {
        let _ = print("TodoScreen body: \(todos.count)")
        List {
            ForEach(0..<todos.count) { index in
                TextField("Todo \(index)", text: $todos[index])
            }
            Button("Remove last") {
                todos.removeLast()
            }
        }
    }
}

:mount TodoScreen()
// expect: TodoScreen body: 3
:type "s" into "Todo 1"
// expect: TodoScreen body: 3
:tap "Remove last"
// expect: TodoScreen body: 2
// expect-error: Index out of range
