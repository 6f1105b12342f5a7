// Swift by Sundell style (identified updates): updating a struct inside an array by id, through firstIndex and through a mutating helper returning a Bool
struct Task: Equatable {
    let id: Int
    var title: String
    var done = false
    var subtasks: [String] = []
}

struct Board: Equatable {
    private(set) var tasks: [Task] = []
    private var nextID = 1

    mutating func add(_ title: String) -> Int {
        defer { nextID += 1 }
        tasks.append(Task(id: nextID, title: title))
        return nextID
    }

    @discardableResult
    mutating func update(_ id: Int, _ change: (inout Task) -> Void) -> Bool {
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { return false }
        change(&tasks[index])
        return true
    }

    var pending: [String] { tasks.filter { !$0.done }.map(\.title) }
}

var board = Board()
let write = board.add("write")
let review = board.add("review")
let ship = board.add("ship")
print(write, review, ship, board.pending)

board.update(write) { $0.done = true }
board.update(review) { task in
    task.subtasks.append("read")
    task.subtasks.append("comment")
    task.title += " carefully"
}
print(board.update(99) { $0.done = true })
print(board.pending)
print(board.tasks.map { "\($0.id):\($0.subtasks.count)" })

let before = board
board.update(ship) { $0.title = "release" }
print(before.tasks[2].title, board.tasks[2].title, before == board ? "same" : "different")
print(before.tasks[0] == board.tasks[0], before.tasks[2] == board.tasks[2])

var counter = 0
for id in [write, review, ship] {
    board.update(id) { task in
        counter += 1
        task.subtasks.append("check \(counter)")
    }
}
print(board.tasks.map(\.subtasks.last!))

// expect: 1 2 3 ["write", "review", "ship"]
// expect: false
// expect: ["review carefully", "ship"]
// expect: ["1:0", "2:2", "3:0"]
// expect: ship release different
// expect: true false
// expect: ["check 1", "check 2", "check 3"]
