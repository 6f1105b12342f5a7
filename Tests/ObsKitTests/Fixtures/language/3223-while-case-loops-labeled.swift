// Compiler test style: while case loops, labeled loops with break/continue out of switch
enum Step { case move(Int), skip, stop }
let program: [Step] = [.move(2), .skip, .move(3), .move(-1), .skip, .stop, .move(100)]

var pos = 0
var pc = 0
outer: while pc < program.count {
  defer { pc += 1 }
  switch program[pc] {
  case .move(let n) where n < 0:
    print("negative move ignored")
    continue outer
  case .move(let n):
    pos += n
    print("moved to", pos)
  case .skip:
    continue outer
  case .stop:
    print("stop at pc", pc)
    break outer
  }
}
print("final pos", pos, "pc", pc)

var queue: [Int?] = [3, 1, nil, 7]
var idx = 0
while idx < queue.count, case let v? = queue[idx] {
  print("dequeued", v)
  idx += 1
}
print("stopped at", idx)

var grid = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
search: for (r, row) in grid.enumerated() {
  for (c, v) in row.enumerated() {
    switch v {
    case 5:
      print("found 5 at", r, c)
      break search
    case let x where x % 2 == 0:
      continue
    default:
      grid[r][c] = 0
    }
  }
}
print(grid)
// expect: moved to 2
// expect: moved to 5
// expect: negative move ignored
// expect: stop at pc 5
// expect: final pos 5 pc 6
// expect: dequeued 3
// expect: dequeued 1
// expect: stopped at 2
// expect: found 5 at 1 1
// expect: [[0, 2, 0], [4, 5, 6], [7, 8, 9]]
