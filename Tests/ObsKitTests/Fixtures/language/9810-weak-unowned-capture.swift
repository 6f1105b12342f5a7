// Swift compiler Interpreter test style: weak/unowned references and closure capture lists
class Node {
  let label: String
  weak var parent: Node?
  var children: [Node] = []
  init(_ label: String) { self.label = label }
  deinit { print("deinit node \(label)") }
  func add(_ c: Node) { children.append(c); c.parent = self }
}

var root: Node? = Node("root")
let leaf = Node("leaf")
root!.add(leaf)
print(leaf.parent?.label ?? "none")
root = nil
print(leaf.parent?.label ?? "none")

class Author {
  let penName: String
  var draft: Manuscript?
  init(penName: String) { self.penName = penName }
  deinit { print("deinit author \(penName)") }
}
class Manuscript {
  let pages: Int
  unowned let writer: Author
  init(pages: Int, writer: Author) { self.pages = pages; self.writer = writer }
  deinit { print("deinit manuscript \(pages)p") }
}

do {
  let a = Author(penName: "Q. Vale")
  a.draft = Manuscript(pages: 312, writer: a)
  print(a.draft!.writer.penName, a.draft!.pages)
}
print("after author scope")

class Counter {
  var count = 0
  var onTick: (() -> Void)?
  deinit { print("deinit counter at \(count)") }
  func setup() {
    onTick = { [weak self] in
      guard let self = self else { print("gone"); return }
      self.count += 1
    }
  }
}

var counter: Counter? = Counter()
counter!.setup()
let tick = counter!.onTick!
tick(); tick(); tick()
print("count", counter!.count)
counter = nil
tick()

var value = 10
let byValue = { [value] in print("captured", value) }
let byRef = { print("live", value) }
value = 20
byValue()
byRef()

func makeAccumulator() -> (Int) -> Int {
  var sum = 0
  return { sum += $0; return sum }
}
let acc = makeAccumulator()
print(acc(5), acc(7), acc(-2))
// expect: root
// expect: deinit node root
// expect: none
// expect: Q. Vale 312
// expect: deinit author Q. Vale
// expect: deinit manuscript 312p
// expect: after author scope
// expect: count 3
// expect: deinit counter at 3
// expect: gone
// expect: captured 10
// expect: live 20
// expect: 5 12 10
