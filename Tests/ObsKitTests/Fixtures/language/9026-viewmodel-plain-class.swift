// MVVM-style view model as a plain class: state enum, change callbacks, filtering and derived text
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct TodoItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
}

enum ListFilter: String, CaseIterable { case all, active, completed }

final class TodoListViewModel {
    enum State: Equatable { case idle, empty, loaded(count: Int) }

    private(set) var items: [TodoItem] = [] { didSet { recompute() } }
    var filter: ListFilter = .all { didSet { if oldValue != filter { recompute() } } }
    private(set) var state: State = .idle
    var onChange: ((State) -> Void)?
    private var nextID = 1

    var visibleItems: [TodoItem] {
        switch filter {
        case .all: return items
        case .active: return items.filter { !$0.isDone }
        case .completed: return items.filter(\.isDone)
        }
    }

    var footerText: String {
        let remaining = items.filter { !$0.isDone }.count
        return "\(remaining) item\(remaining == 1 ? "" : "s") left"
    }

    func add(_ title: String) {
        let trimmed = title.trimmingCharactersSpaces()
        guard !trimmed.isEmpty else { return }
        items.append(TodoItem(id: nextID, title: trimmed))
        nextID += 1
    }

    func toggle(id: Int) {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return }
        items[index].isDone.toggle()
    }

    func clearCompleted() { items.removeAll(where: \.isDone) }

    private func recompute() {
        let newState: State = visibleItems.isEmpty ? .empty : .loaded(count: visibleItems.count)
        state = newState
        onChange?(newState)
    }
}

extension String {
    func trimmingCharactersSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}

let vm = TodoListViewModel()
vm.onChange = { state in print("  state ->", state) }
vm.add("Buy milk")
vm.add("   ")
vm.add("  Walk dog ")
vm.add("Write Swift")
vm.toggle(id: 2)
for f in ListFilter.allCases {
    vm.filter = f
    print(f.rawValue + ":", vm.visibleItems.map(\.title))
}
print(vm.footerText)
vm.clearCompleted()
print(vm.items.map(\.id), vm.footerText)
// expect:   state -> loaded(count: 1)
// expect:   state -> loaded(count: 2)
// expect:   state -> loaded(count: 3)
// expect:   state -> loaded(count: 3)
// expect: all: ["Buy milk", "Walk dog", "Write Swift"]
// expect:   state -> loaded(count: 2)
// expect: active: ["Buy milk", "Write Swift"]
// expect:   state -> loaded(count: 1)
// expect: completed: ["Walk dog"]
// expect: 2 items left
// expect:   state -> empty
// expect: [1, 3] 2 items left
