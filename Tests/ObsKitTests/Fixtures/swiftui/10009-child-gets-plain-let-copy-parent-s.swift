// objc.io Thinking in SwiftUI style — PITFALL on purpose: the child gets a plain `let` copy of the parent's value, so its "edit" changes only a local copy and is lost; the fixed row takes a @Binding and the edit reaches the parent (rules §9.3, §2.7, §2.8)
import SwiftUI

struct Todo {
    var title: String
    var done = false
}

struct CopyRow: View {
    let todo: Todo

    var body: some View {
        let _ = print("CopyRow body: \(todo.title) done=\(todo.done)")
        Button("Finish (copy)") {
            var edited = todo
            edited.done = true
            print("the copy says done=\(edited.done)")
        }
    }
}

struct BoundRow: View {
    @Binding var todo: Todo

    var body: some View {
        let _ = print("BoundRow body: \(todo.title) done=\(todo.done)")
        Button("Finish (binding)") { todo.done = true }
    }
}

struct TodoScreen: View {
    @State private var todo = Todo(title: "Write tests")

    var body: some View {
        let _ = print("TodoScreen body: done=\(todo.done)")
        VStack {
            CopyRow(todo: todo)
            BoundRow(todo: $todo)
        }
    }
}

:mount TodoScreen()
// expect: TodoScreen body: done=false
// expect: CopyRow body: Write tests done=false
// expect: BoundRow body: Write tests done=false
:tap "Finish (copy)"
// expect: the copy says done=true
:tap "Finish (binding)"
// expect: TodoScreen body: done=true
// expect: CopyRow body: Write tests done=true
// expect: BoundRow body: Write tests done=true
