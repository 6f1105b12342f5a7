// WWDC21 "Demystify SwiftUI" style, PITFALL (on purpose): a to-do list keyed by indices (ForEach(todos.indices, id: \.self)) keeps each row's @State with its position, so deleting the starred first to-do hands its star to the next one; keyed by the to-dos' own ids, the star goes away with its row and the other rows are left alone (rules §1.2, §15.1, §15.2, §2.3, §2.7)
import SwiftUI

struct Todo: Identifiable {
    let id: Int
    var title: String
}

struct TodoRow: View {
    let title: String
    @State private var starred = false

    var body: some View {
        let _ = print("TodoRow body: \(title) starred=\(starred)")
        Button(starred ? "* \(title)" : title) { starred.toggle() }
    }
}

struct IndexedTodos: View {
    @State private var todos = [Todo(id: 1, title: "Walk"), Todo(id: 2, title: "Shop"), Todo(id: 3, title: "Cook")]

    var body: some View {
        List {
            ForEach(todos.indices, id: \.self) { i in
                TodoRow(title: todos[i].title)
            }
            .onDelete { offsets in todos.remove(atOffsets: offsets) }
        }
    }
}

struct KeyedTodos: View {
    @State private var todos = [Todo(id: 1, title: "Walk"), Todo(id: 2, title: "Shop"), Todo(id: 3, title: "Cook")]

    var body: some View {
        List {
            ForEach(todos) { todo in
                TodoRow(title: todo.title)
            }
            .onDelete { offsets in todos.remove(atOffsets: offsets) }
        }
    }
}

:mount IndexedTodos()
// expect: TodoRow body: Walk starred=false
// expect: TodoRow body: Shop starred=false
// expect: TodoRow body: Cook starred=false
:tap "Walk"
// expect: TodoRow body: Walk starred=true
:delete "* Walk"
// expect: TodoRow body: Shop starred=true
// expect: TodoRow body: Cook starred=false
:mount KeyedTodos()
// expect: TodoRow body: Walk starred=false
// expect: TodoRow body: Shop starred=false
// expect: TodoRow body: Cook starred=false
:tap "Walk"
// expect: TodoRow body: Walk starred=true
:delete "* Walk"
:tap "Shop"
// expect: TodoRow body: Shop starred=true
