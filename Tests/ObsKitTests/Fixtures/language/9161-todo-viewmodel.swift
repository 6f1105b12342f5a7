// todo-viewmodel
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct TodoItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
    var priority: Priority = .normal

    enum Priority: Int, Comparable, CaseIterable {
        case low, normal, high
        static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
    }
}

enum Filter { case all, open, done }

final class TodoListViewModel {
    private(set) var items: [TodoItem] = []
    private var nextID = 1
    var filter: Filter = .all { didSet { onChange?("filter -> \(filter)") } }
    var onChange: ((String) -> Void)?

    var visibleItems: [TodoItem] {
        let base: [TodoItem]
        switch filter {
        case .all: base = items
        case .open: base = items.filter { !$0.isDone }
        case .done: base = items.filter(\.isDone)
        }
        return base.sorted { ($0.priority, $1.id) > ($1.priority, $0.id) }
    }

    var summary: String {
        let open = items.filter { !$0.isDone }.count
        return "\(open) open, \(items.count - open) done"
    }

    func add(_ title: String, priority: TodoItem.Priority = .normal) {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { onChange?("rejected empty title"); return }
        items.append(TodoItem(id: nextID, title: trimmed, priority: priority))
        nextID += 1
        onChange?("added \(trimmed)")
    }

    func toggle(id: Int) {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return }
        items[index].isDone.toggle()
        onChange?("toggled \(items[index].title) -> \(items[index].isDone)")
    }

    func clearCompleted() {
        let before = items.count
        items.removeAll(where: \.isDone)
        onChange?("cleared \(before - items.count)")
    }
}
import Foundation

let vm = TodoListViewModel()
vm.onChange = { print("[change] \($0)") }
vm.add("Buy milk")
vm.add("  Write report ", priority: .high)
vm.add("   ")
vm.add("Call mom", priority: .low)
vm.add("Fix bike", priority: .high)
vm.toggle(id: 1)
vm.toggle(id: 4)
vm.toggle(id: 99)
for item in vm.visibleItems {
    print(item.isDone ? "[x]" : "[ ]", item.title, item.priority)
}
vm.filter = .open
print(vm.visibleItems.map(\.title))
print(vm.summary)
vm.clearCompleted()
vm.filter = .done
print(vm.visibleItems.isEmpty, vm.summary)
// expect: [change] added Buy milk
// expect: [change] added Write report
// expect: [change] rejected empty title
// expect: [change] added Call mom
// expect: [change] added Fix bike
// expect: [change] toggled Buy milk -> true
// expect: [change] toggled Fix bike -> true
// expect: [ ] Write report high
// expect: [x] Fix bike high
// expect: [x] Buy milk normal
// expect: [ ] Call mom low
// expect: [change] filter -> open
// expect: ["Write report", "Call mom"]
// expect: 2 open, 2 done
// expect: [change] cleared 2
// expect: [change] filter -> done
// expect: true 2 open, 0 done
