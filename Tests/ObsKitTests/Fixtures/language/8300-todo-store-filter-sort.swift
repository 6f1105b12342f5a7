// App model layer: a to-do store with add/toggle/remove, filtering and sorting by several keys
struct TodoItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone: Bool = false
    var priority: Int
    var dueDay: Int
}

enum TodoFilter { case all, active, completed }
enum TodoSort { case title, priority, dueDay }

final class TodoStore {
    private(set) var items: [TodoItem] = []
    private var nextID = 1

    @discardableResult
    func add(_ title: String, priority: Int, dueDay: Int) -> TodoItem {
        let item = TodoItem(id: nextID, title: title, priority: priority, dueDay: dueDay)
        nextID += 1
        items.append(item)
        return item
    }

    func toggle(id: Int) {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return }
        items[index].isDone.toggle()
    }

    func remove(id: Int) {
        items.removeAll { $0.id == id }
    }

    func visible(filter: TodoFilter, sortedBy sort: TodoSort) -> [TodoItem] {
        let filtered: [TodoItem]
        switch filter {
        case .all: filtered = items
        case .active: filtered = items.filter { !$0.isDone }
        case .completed: filtered = items.filter(\.isDone)
        }
        switch sort {
        case .title:
            return filtered.sorted { $0.title.lowercased() < $1.title.lowercased() }
        case .priority:
            return filtered.sorted { ($0.priority, $0.title) > ($1.priority, $1.title) }
        case .dueDay:
            return filtered.sorted { $0.dueDay == $1.dueDay ? $0.id < $1.id : $0.dueDay < $1.dueDay }
        }
    }
}

let store = TodoStore()
store.add("Buy milk", priority: 1, dueDay: 3)
let report = store.add("Write report", priority: 3, dueDay: 2)
store.add("call mom", priority: 2, dueDay: 2)
let gym = store.add("Gym", priority: 2, dueDay: 5)
store.add("Pay rent", priority: 3, dueDay: 1)

store.toggle(id: report.id)
store.toggle(id: gym.id)
store.toggle(id: gym.id)
store.remove(id: 1)

func show(_ label: String, _ list: [TodoItem]) {
    let text = list.map { "\($0.isDone ? "[x]" : "[ ]") \($0.title)" }.joined(separator: ", ")
    print("\(label): \(text)")
}

show("by title", store.visible(filter: .all, sortedBy: .title))
show("by priority", store.visible(filter: .all, sortedBy: .priority))
show("by due", store.visible(filter: .active, sortedBy: .dueDay))
show("done", store.visible(filter: .completed, sortedBy: .title))
print("remaining: \(store.items.filter { !$0.isDone }.count) of \(store.items.count)")

// expect: by title: [ ] call mom, [ ] Gym, [ ] Pay rent, [x] Write report
// expect: by priority: [x] Write report, [ ] Pay rent, [ ] call mom, [ ] Gym
// expect: by due: [ ] Pay rent, [ ] call mom, [ ] Gym
// expect: done: [x] Write report
// expect: remaining: 3 of 4
