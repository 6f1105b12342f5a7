// Blog style (Swift with Majid): rows holding @Observable class items re-run alone when their item changes; the list body runs only when the array itself changes (rules §8.3, §8.4, §2.3, §2.7)
import SwiftUI
import Observation

@Observable
final class TodoItem: Identifiable {
    let id: Int
    var title: String
    var done = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class TodoStore {
    var items: [TodoItem] = [
        TodoItem(id: 1, title: "Write"),
        TodoItem(id: 2, title: "Edit"),
        TodoItem(id: 3, title: "Publish"),
    ]
}

struct TodoRow: View {
    let item: TodoItem

    var body: some View {
        let _ = print("TodoRow body \(item.title)")
        Button("\(item.title) \(item.done ? "done" : "open")") {
            item.done.toggle()
        }
    }
}

struct ContentView: View {
    @State private var store = TodoStore()

    var body: some View {
        let _ = print("ContentView body")
        VStack {
            List(store.items) { item in
                TodoRow(item: item)
            }
            Button("Rename first") {
                store.items[0].title = "Draft"
            }
            Button("Add Share") {
                store.items.append(TodoItem(id: 4, title: "Share"))
            }
        }
    }
}
:mount ContentView()
// expect: ContentView body
// expect: TodoRow body Write
// expect: TodoRow body Edit
// expect: TodoRow body Publish
:tap "Edit open"
// expect: TodoRow body Edit
:tap "Rename first"
// expect: TodoRow body Draft
:tap "Add Share"
// expect: ContentView body
// expect: TodoRow body Share
