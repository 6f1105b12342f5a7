// Valid SwiftUI that tools/check-interface must accept: List and ForEach in all their forms, sections,
// editing (onDelete/onMove/EditButton), swipe actions, context menus, row modifiers, search, refresh.
import SwiftUI

struct Todo: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var done = false
}

struct TodoList: View {
    @State private var todos = [Todo(title: "Milk"), Todo(title: "Eggs")]
    @State private var selection: Todo.ID?
    @State private var many = Set<Todo.ID>()
    @State private var query = ""
    @Environment(\.editMode) private var editMode
    let names = ["a", "b", "c"]

    var filtered: [Todo] {
        query.isEmpty ? todos : todos.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        List {
            Section("Todos") {
                ForEach(filtered) { todo in
                    HStack {
                        Image(systemName: todo.done ? "checkmark.circle.fill" : "circle")
                        Text(todo.title)
                    }
                    .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                        Button("Delete", role: .destructive) { remove(todo) }
                        Button("Flag") { }.tint(.orange)
                    }
                    .contextMenu {
                        Button("Copy") { }
                    }
                }
                .onDelete(perform: delete)
                .onMove { from, to in todos.move(fromOffsets: from, toOffset: to) }
            }
            Section {
                ForEach($todos) { $todo in
                    Toggle(todo.title, isOn: $todo.done)
                }
            } header: {
                Text("Editable")
            } footer: {
                Text("\(todos.count) items")
            }
            Section(header: Text("Old style"), footer: Text("footer")) {
                ForEach(names, id: \.self) { name in Text(name) }
                ForEach(0..<3) { i in Text("Row \(i)") }
                ForEach(Array(names.enumerated()), id: \.offset) { index, name in
                    Text("\(index): \(name)")
                }
            }
            .listRowBackground(Color.yellow.opacity(0.2))
            .listRowInsets(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
            .listRowSeparator(.hidden)
            .headerProminence(.increased)
        }
        .listStyle(.insetGrouped)
        .scrollContentBackground(.hidden)
        .searchable(text: $query, prompt: "Search")
        .refreshable { await reload() }
        .toolbar { EditButton() }
        .environment(\.editMode, .constant(.active))
    }

    func delete(at offsets: IndexSet) { todos.remove(atOffsets: offsets) }
    func remove(_ todo: Todo) { todos.removeAll { $0.id == todo.id } }
    func reload() async { try? await Task.sleep(nanoseconds: 1_000_000) }
}

struct Pickers: View {
    @State private var todos = [Todo(title: "x")]
    @State private var selection: Todo.ID?
    @State private var many = Set<Todo.ID>()
    var body: some View {
        VStack {
            List(todos) { todo in Text(todo.title) }
            List(todos, selection: $selection) { todo in Text(todo.title) }
            List(selection: $many) {
                ForEach(todos) { Text($0.title) }
            }
            List($todos) { $todo in TextField("Title", text: $todo.title) }
            List(0..<5) { Text("\($0)") }
            List(["x", "y"], id: \.self) { Text($0) }
            List { Text("static") }.listStyle(.plain)
        }
    }
}

:mount TodoList()
