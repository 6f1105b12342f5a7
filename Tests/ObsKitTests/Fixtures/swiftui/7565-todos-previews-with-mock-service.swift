// Xcode 16 previews in an MVVM tutorial: the same screen previewed with two mock services (some to-dos, none),
// injected through the screen's initializer, and an empty state with ContentUnavailableView
// What SwiftUI does: previews follow the same rules as the app (rules §14.5); `:preview` mounts the first
// `#Preview`, `:preview "Empty"` the named one (rules §15.16, ObsREPL's choice). In each, the screen's init makes its
// view model (rules §3.1), the first body sees `.loading`, then the `.task` runs after the update (rules §11.3) and,
// the service being `@MainActor` and never suspending, the next body sees the result (rules §10.1). The `.task` sits
// on the VStack around the `switch`, one view, so changing the case does not start it again (rules §11.3).
// Sources: rules §3.1, §10.1, §11.3, §14.5, §15.16; Apple "Previews in Xcode", `ContentUnavailableView`
// https://developer.apple.com/documentation/swiftui/previews-in-xcode https://developer.apple.com/documentation/swiftui/contentunavailableview
import SwiftUI

struct TodoItem: Identifiable {
    let id: Int
    let title: String
}

@MainActor
protocol TodoService {
    func fetchTodos() async -> [TodoItem]
}

struct MockTodoService: TodoService {
    var todos: [TodoItem]

    func fetchTodos() async -> [TodoItem] {
        print("MockTodoService returns \(todos.count)")
        return todos
    }
}

@MainActor
@Observable
final class TodoListViewModel {
    enum Phase {
        case loading
        case loaded([TodoItem])
    }

    var phase: Phase = .loading
    private let service: any TodoService

    init(service: any TodoService) {
        self.service = service
        print("TodoListViewModel init")
    }

    func load() async {
        phase = .loaded(await service.fetchTodos())
    }
}

struct TodoListScreen: View {
    @State private var viewModel: TodoListViewModel

    init(service: any TodoService) {
        _viewModel = State(initialValue: TodoListViewModel(service: service))
    }

    var body: some View {
        VStack {
            switch viewModel.phase {
            case .loading:
                let _ = print("TodoListScreen body: loading")
                ProgressView()
            case .loaded(let todos) where todos.isEmpty:
                let _ = print("TodoListScreen body: empty")
                ContentUnavailableView("Nothing to do", systemImage: "checkmark.circle")
            case .loaded(let todos):
                let _ = print("TodoListScreen body: \(todos.count) to-dos")
                List(todos) { todo in
                    Text(todo.title)
                }
            }
        }
        .task {
            await viewModel.load()
        }
    }
}

#Preview("Some to-dos") {
    TodoListScreen(service: MockTodoService(todos: [
        TodoItem(id: 1, title: "Water the plants"),
        TodoItem(id: 2, title: "Book the dentist"),
    ]))
}

#Preview("Empty") {
    TodoListScreen(service: MockTodoService(todos: []))
}

:preview
// expect: TodoListViewModel init
// expect: TodoListScreen body: loading
// expect: MockTodoService returns 2
// expect: TodoListScreen body: 2 to-dos
:preview "Empty"
// expect: TodoListViewModel init
// expect: TodoListScreen body: loading
// expect: MockTodoService returns 0
// expect: TodoListScreen body: empty
