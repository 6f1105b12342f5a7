// A generic class whose subclass fixes its parameter: the parameter still prints as what it stands for,
// and an override keeps the superclass's calls going to it. Expected output from swiftc 6.3.1 on Linux.
class Store<Item> {
    private(set) var items: [Item] = []
    func add(_ item: Item) { items.append(item); added(item) }
    func added(_ item: Item) {}
    var summary: String { "\(type(of: self)) with \(items.count) \(Item.self)" }
}
struct Task { let title: String }
final class TaskStore: Store<Task> {
    var log: [String] = []
    override func added(_ item: Task) { log.append(item.title) }
}
let tasks = TaskStore()
tasks.add(Task(title: "write"))
tasks.add(Task(title: "ship"))
print(tasks.summary, tasks.log)
let numbers = Store<Int>()
numbers.add(4)
print(numbers.summary)

// expect: TaskStore with 2 Task ["write", "ship"]
// expect: Store<Int> with 1 Int
