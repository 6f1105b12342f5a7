// SwiftUI from Apple's documentation: ForEach($todos) gives each row a binding to its array element in @State
// Apple, ForEach init(_:content:) with a Binding to a collection (https://developer.apple.com/documentation/swiftui/foreach):
// rows receive bindings to the elements; onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/
// onchange(of:initial:_:)) fires "when a specific value changes". Toggling an element changes the array.
import SwiftUI

struct Todo: Identifiable, Equatable {
    let id: Int
    var title: String
    var done = false
}

struct TodoList: View {
    @State private var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
    var body: some View {
        VStack {
            ForEach($todos) { $todo in
                Toggle(todo.title, isOn: $todo.done)
            }
        }
        .onChange(of: todos) { _, new in
            print("done: \(new.filter(\.done).map(\.title))")
        }
    }
}

:mount TodoList()
:toggle "Eggs"
:toggle "Milk"
// expect: done: ["Eggs"]
// expect: done: ["Milk", "Eggs"]
