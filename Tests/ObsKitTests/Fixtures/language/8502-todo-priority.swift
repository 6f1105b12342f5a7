// Course style (to-do list manager): enum with raw values, Comparable, sorting tasks
enum Priority: Int, Comparable, CustomStringConvertible {
    case low = 1, medium, high, urgent

    static func < (lhs: Priority, rhs: Priority) -> Bool {
        return lhs.rawValue < rhs.rawValue
    }

    var description: String {
        switch self {
        case .low: return "low"
        case .medium: return "medium"
        case .high: return "HIGH"
        case .urgent: return "URGENT!"
        }
    }
}

struct TodoItem {
    let id: Int
    var title: String
    var priority: Priority
    var done = false
}

class TodoList {
    private var items: [TodoItem] = []
    private var nextID = 1

    func add(_ title: String, priority: Priority = .medium) {
        items.append(TodoItem(id: nextID, title: title, priority: priority))
        nextID += 1
    }

    func complete(id: Int) -> Bool {
        guard let index = items.firstIndex(where: { $0.id == id }) else {
            return false
        }
        items[index].done = true
        return true
    }

    func printAll() {
        let sorted = items.sorted {
            if $0.done != $1.done { return !$0.done }
            if $0.priority != $1.priority { return $0.priority > $1.priority }
            return $0.id < $1.id
        }
        for item in sorted {
            let box = item.done ? "[x]" : "[ ]"
            print("\(box) #\(item.id) \(item.title) (\(item.priority))")
        }
    }

    var remaining: Int { items.filter { !$0.done }.count }
}

let list = TodoList()
list.add("Water the plants", priority: .low)
list.add("Submit tax form", priority: .urgent)
list.add("Buy groceries")
list.add("Fix bike brakes", priority: .high)
list.add("Call grandma", priority: .high)

print("Completing #3: \(list.complete(id: 3))")
print("Completing #9: \(list.complete(id: 9))")
list.printAll()
print("Remaining: \(list.remaining)")
print("Priority(rawValue: 4) = \(Priority(rawValue: 4)!)")
print("Priority(rawValue: 7) = \(String(describing: Priority(rawValue: 7)))")

// expect: Completing #3: true
// expect: Completing #9: false
// expect: [ ] #2 Submit tax form (URGENT!)
// expect: [ ] #4 Fix bike brakes (HIGH)
// expect: [ ] #5 Call grandma (HIGH)
// expect: [ ] #1 Water the plants (low)
// expect: [x] #3 Buy groceries (medium)
// expect: Remaining: 4
// expect: Priority(rawValue: 4) = URGENT!
// expect: Priority(rawValue: 7) = nil
