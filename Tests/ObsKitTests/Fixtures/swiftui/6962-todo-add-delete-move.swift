// To do: an editable list in the style of Apple's "Develop in Swift" tutorials, own code. A text field adds a task on
// Return, rows are swiped away (onDelete) and dragged (onMove), and an EditButton sits in the toolbar.
// What SwiftUI does: typing only writes `newTitle`, which the body never reads (the field gets `$newTitle`, and the
// action reads it), so no body runs while typing (rules §3.5). Return runs the field's onSubmit (rules §15.10): the
// list's body runs once and only the new row is built (rules §1.2, §10.1). A swipe calls onDelete with the row's
// offset (rules §15.2): the body runs, and the removed row's node dies, its onDisappear after the update (rules §1.4,
// §10.3). A drag calls onMove with SwiftUI's destination offset; the rows keep their nodes and, equal, skip their
// bodies (rules §1.2, §2.7).
// Sources: rules §1.2, §1.4, §2.7, §3.5, §10.1, §10.3, §15.2, §15.10; Apple
// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:) and
// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)
import SwiftUI

struct TodoItem: Identifiable, Equatable {
    let id: Int
    var title: String
}

struct TodoRow: View {
    let item: TodoItem

    var body: some View {
        let _ = print("TodoRow body: \(item.title)")
        Label(item.title, systemImage: "circle")
            .onDisappear { print("TodoRow gone: \(item.title)") }
    }
}

struct TodoListView: View {
    @State private var items = [
        TodoItem(id: 1, title: "Buy seeds"),
        TodoItem(id: 2, title: "Water lawn"),
        TodoItem(id: 3, title: "Fix fence"),
    ]
    @State private var newTitle = ""
    @State private var nextID = 4

    var body: some View {
        let _ = print("TodoListView body: \(items.map(\.title).joined(separator: ", "))")
        NavigationStack {
            List {
                Section {
                    TextField("New task", text: $newTitle)
                        .onSubmit(addItem)
                }
                Section {
                    ForEach(items) { item in
                        TodoRow(item: item)
                    }
                    .onDelete { offsets in
                        print("onDelete \(Array(offsets))")
                        items.remove(atOffsets: offsets)
                    }
                    .onMove { source, destination in
                        print("onMove \(Array(source)) to \(destination)")
                        items.move(fromOffsets: source, toOffset: destination)
                    }
                }
            }
            .navigationTitle("To Do")
            .toolbar {
                EditButton()
            }
        }
    }

    private func addItem() {
        let trimmed = newTitle.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        items.append(TodoItem(id: nextID, title: trimmed))
        nextID += 1
        newTitle = ""
    }
}

:mount TodoListView()
// expect: TodoListView body: Buy seeds, Water lawn, Fix fence
// expect: TodoRow body: Buy seeds
// expect: TodoRow body: Water lawn
// expect: TodoRow body: Fix fence
:type "Call vet" into "New task"
:submit "New task"
// expect: TodoListView body: Buy seeds, Water lawn, Fix fence, Call vet
// expect: TodoRow body: Call vet
:delete "Water lawn"
// expect: onDelete [1]
// expect: TodoListView body: Buy seeds, Fix fence, Call vet
// expect: TodoRow gone: Water lawn
:move "Call vet" to 0
// expect: onMove [2] to 0
// expect: TodoListView body: Call vet, Buy seeds, Fix fence
:move "Buy seeds" to 2
// expect: onMove [1] to 3
// expect: TodoListView body: Call vet, Fix fence, Buy seeds
