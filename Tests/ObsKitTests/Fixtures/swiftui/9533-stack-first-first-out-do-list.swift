// SwiftUI from a community tutorial: https://joelhenryclark123.github.io/blog/stack/ (Stack, a first-in-first-out to-do list: a ToDoStore ObservableObject from the environment, a modal to add, a button to check off the first)
// The post's `class ToDoStore: ObservableObject` has "one published property, a ToDo array, and has methods for ...
// checking off a ToDo, and adding a new ToDo"; ContentView takes it with `@EnvironmentObject var store: ToDoStore` and
// shows only the first to-do, and a CreatorModal adds one. (The post saves to UserDefaults; this version keeps the
// list in memory.) The modal gets the store with `.environmentObject(store)` and a fresh empty title each time.
// - Add "Buy milk" and "Walk dog" through the modal; check off twice (first in, first out); the empty state is back.
import SwiftUI

struct ToDo: Identifiable {
    let id = UUID()
    var title: String
    var complete = false
}

final class ToDoStore: ObservableObject {
    @Published var todos: [ToDo] = []

    func add(_ title: String) {
        todos.append(ToDo(title: title))
        print("added \(title), \(todos.count) in the stack")
    }

    func checkOff() {
        guard !todos.isEmpty else { return }
        let done = todos.removeFirst()
        print("checked off \(done.title)")
    }
}

struct CreatorModal: View {
    @EnvironmentObject var store: ToDoStore
    @Binding var isPresented: Bool
    @State private var title = ""

    var body: some View {
        VStack {
            TextField("What needs doing?", text: $title)
            Button("Save") {
                store.add(title)
                isPresented = false
            }
            .disabled(title.isEmpty)
        }
    }
}

struct ContentView: View {
    @EnvironmentObject var store: ToDoStore
    @State var adding = false

    var body: some View {
        VStack {
            Button("Add") { adding = true }
            if let first = store.todos.first {
                Text(first.title)
                Button("Done") { store.checkOff() }
            } else {
                Text("Nothing to do")
            }
        }
        .sheet(isPresented: $adding) {
            CreatorModal(isPresented: $adding)
                .environmentObject(store)
        }
    }
}

@main
struct StackApp: App {
    @StateObject private var store = ToDoStore()

    var body: some Scene {
        WindowGroup {
            ContentView().environmentObject(store)
        }
    }
}

:mount StackApp()
:tap "Add"
:type "Buy milk" into "What needs doing?"
:tap "Save"
// expect: added Buy milk, 1 in the stack
:tap "Add"
:type "Walk dog" into "What needs doing?"
:tap "Save"
// expect: added Walk dog, 2 in the stack
:tap "Done"
// expect: checked off Buy milk
:tap "Done"
// expect: checked off Walk dog
:tap "Add"
:tap "Save"
// expect-error: disabled
