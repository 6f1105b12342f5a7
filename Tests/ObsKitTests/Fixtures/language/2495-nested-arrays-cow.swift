// Compiler test style: copy-on-write of nested arrays of structs; for-var loop copies do not write back
struct Task {
  var title: String
  var done: Bool
  var subtasks: [String]
}

struct Board {
  var columns: [[Task]]
}

var board = Board(columns: [
  [Task(title: "plan", done: false, subtasks: ["a"])],
  [Task(title: "build", done: false, subtasks: []), Task(title: "test", done: true, subtasks: ["x", "y"])],
])
let backup = board

board.columns[1][0].done = true
board.columns[1][1].subtasks.append("z")
board.columns[0].append(Task(title: "review", done: false, subtasks: []))
board.columns[0][0].subtasks[0] += "!"

for var task in board.columns[1] {
  task.title = "CHANGED"
  task.subtasks.removeAll()
}

for column in board.columns {
  print(column.map { "\($0.title)/\($0.done)/\($0.subtasks.joined())" })
}
for column in backup.columns {
  print(column.map { "\($0.title)/\($0.done)/\($0.subtasks.joined())" })
}

var column = board.columns[1]
column[0].title = "ship"
print("local column:", column[0].title, "board:", board.columns[1][0].title)

board.columns.indices.forEach { c in
  board.columns[c].indices.forEach { t in
    board.columns[c][t].title = board.columns[c][t].title.uppercased()
  }
}
print(board.columns.flatMap { $0.map { $0.title } })

var grid = Array(repeating: Array(repeating: 0, count: 3), count: 2)
grid[0][0] = 1
print(grid)
var rows = [[Int]]()
var row = [1]
rows.append(row)
row.append(2)
rows.append(row)
rows[0].append(9)
print(rows, row)
// expect: ["plan/false/a!", "review/false/"]
// expect: ["build/true/", "test/true/xyz"]
// expect: ["plan/false/a"]
// expect: ["build/false/", "test/true/xy"]
// expect: local column: ship board: build
// expect: ["PLAN", "REVIEW", "BUILD", "TEST"]
// expect: [[1, 0, 0], [0, 0, 0]]
// expect: [[1, 9], [1, 2]] [1, 2]
