// Methods: mutating methods on structs and enums, assigning to self inside them, and mutating through in-out.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Cursor {
    var column = 0, line = 0
    mutating func advance(columns deltaColumns: Int, lines deltaLines: Int) {
        column += deltaColumns
        line += deltaLines
    }
    mutating func reset() { self = Cursor() }
}
var cursor = Cursor(column: 1, line: 1)
cursor.advance(columns: 4, lines: 2)
print("The cursor is now at column \(cursor.column), line \(cursor.line)")
cursor.reset()
print(cursor)
enum DishwasherStage {
    case rinse, wash, dry
    mutating func advance() {
        switch self {
        case .rinse: self = .wash
        case .wash: self = .dry
        case .dry: self = .rinse
        }
    }
}
var stage = DishwasherStage.wash
stage.advance()
print(stage)
stage.advance()
print(stage)
struct Stack<Element> {
    private(set) var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    @discardableResult mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
}
var stack = Stack<String>()
stack.push("a"); stack.push("b"); stack.push("c")
stack.pop()
print(stack.items, stack.top ?? "-", stack.pop() ?? "-")
func pushTwice(_ s: inout Stack<String>, _ v: String) { s.push(v); s.push(v) }
pushTwice(&stack, "z")
print(stack.items)
struct Score {
    var points = 0
    var streak = 0
    mutating func hit() { streak += 1; points += 10 * streak }
    mutating func miss() { self = Score(points: points, streak: 0) }
}
var score = Score()
for shot in [true, true, false, true, true, true] { if shot { score.hit() } else { score.miss() } }
print(score)
var cursors = [Cursor(column: 1), Cursor(line: 2)]
cursors[0].advance(columns: 10, lines: 10)
for i in cursors.indices { cursors[i].advance(columns: 1, lines: 0) }
print(cursors.map { "(\($0.column), \($0.line))" })

// expect: The cursor is now at column 5, line 3
// expect: Cursor(column: 0, line: 0)
// expect: dry
// expect: rinse
// expect: ["a", "b"] b b
// expect: ["a", "z", "z"]
// expect: Score(points: 90, streak: 3)
// expect: ["(12, 10)", "(1, 2)"]
