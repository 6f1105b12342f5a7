// Q (Stack Overflow style): "Changing a property of an object in a @Published array doesn't update the List"
// "My TodoStore has `@Published var items: [TodoItem]` and TodoItem is a class. `store.items[0].isDone = true`
// runs (I print it) but the checkmark never appears. Appending a new item suddenly shows the old checkmark too."
// Accepted answer: the array holds references. Setting a property through `items[0]` only *reads* the array (a
// class instance can be mutated through an rvalue), so @Published's setter never runs and no objectWillChange is
// sent (rules §6.3). The view's body runs only when its @StateObject box hears objectWillChange (rules §4.4,
// §0.2). Appending does set the array, and that body reads every element as it is now. Fix: make TodoItem a
// struct (6917), or make the element observable.
// Source: rules §6.3, §4.4, §0.2; The Swift Programming Language, "Structures and Classes" (classes are
// reference types).
import SwiftUI

final class TodoItem: Identifiable {
    let id: Int
    var title: String
    var isDone = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

final class TodoStore: ObservableObject {
    @Published var items = [TodoItem(id: 1, title: "Milk"), TodoItem(id: 2, title: "Bread")]
}

struct TodoListView: View {
    @StateObject private var store = TodoStore()

    var body: some View {
        let _ = print("TodoListView body: \(store.items.map { "\($0.title)=\($0.isDone)" }.joined(separator: ", "))")
        VStack {
            ForEach(store.items) { item in
                Text(item.isDone ? "\(item.title) (done)" : item.title)
            }
            Button("Finish Milk") {
                store.items[0].isDone = true
                print("Milk isDone = \(store.items[0].isDone)")
            }
            Button("Add Eggs") {
                store.items.append(TodoItem(id: 3, title: "Eggs"))
            }
        }
    }
}

:mount TodoListView()
// expect: TodoListView body: Milk=false, Bread=false
:tap "Finish Milk"
// expect: Milk isDone = true
:tap "Add Eggs"
// expect: TodoListView body: Milk=true, Bread=false, Eggs=false
