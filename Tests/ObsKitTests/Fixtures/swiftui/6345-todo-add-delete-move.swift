// A to-do list as in many beginner courses (Sean Allen, Kodeco, HWS "Deleting items using onDelete()" / "Moving items"): a TextField whose onSubmit adds a task, ForEach with onDelete and onMove, an EditButton; onChange(of:) prints the list after each change (Apple: DynamicViewContent onDelete(perform:), onMove(perform:), onSubmit(of:_:), onChange(of:initial:_:); SEMANTICS §10)
import SwiftUI

struct TodoItem: Identifiable, Equatable {
    let id: Int
    var title: String
}

struct TodoListView: View {
    @State private var items = [
        TodoItem(id: 1, title: "Buy milk"),
        TodoItem(id: 2, title: "Walk dog"),
        TodoItem(id: 3, title: "Call mom"),
    ]
    @State private var newTitle = ""
    @State private var nextID = 4

    var body: some View {
        NavigationStack {
            List {
                Section {
                    TextField("New task", text: $newTitle)
                        .onSubmit(addItem)
                }
                Section("Tasks") {
                    ForEach(items) { item in
                        Text(item.title)
                    }
                    .onDelete { offsets in
                        items.remove(atOffsets: offsets)
                    }
                    .onMove { source, destination in
                        items.move(fromOffsets: source, toOffset: destination)
                    }
                }
            }
            .navigationTitle("To-Do")
            .toolbar {
                EditButton()
            }
            .onChange(of: items) {
                print(items.map(\.title))
            }
        }
    }

    func addItem() {
        let trimmed = newTitle.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            print("empty task ignored")
            return
        }
        items.insert(TodoItem(id: nextID, title: trimmed), at: 0)
        nextID += 1
        newTitle = ""
    }
}

:mount TodoListView()
:submit "New task"
:type "  " into "New task"
:submit "New task"
:clear "New task"
:type "Pay rent" into "New task"
:submit "New task"
:move "Call mom" to 1
:delete "Buy milk"

// expect: empty task ignored
// expect: empty task ignored
// expect: ["Pay rent", "Buy milk", "Walk dog", "Call mom"]
// expect: ["Pay rent", "Call mom", "Buy milk", "Walk dog"]
// expect: ["Pay rent", "Call mom", "Walk dog"]
