// App code style: snapshot-based undo/redo stack for a drawing document with coalescing and a history limit
struct Shape: Equatable, CustomStringConvertible {
    var kind: String
    var x: Int
    var y: Int
    var description: String { "\(kind)@(\(x),\(y))" }
}

struct Canvas: Equatable {
    var shapes: [Shape] = []
    var title = "Untitled"
}

struct UndoStack<State: Equatable> {
    private(set) var undoStack: [(label: String, state: State)] = []
    private(set) var redoStack: [(label: String, state: State)] = []
    let limit: Int

    init(limit: Int) { self.limit = limit }

    mutating func record(_ label: String, before: State, after: State) {
        guard before != after else { return }
        if let last = undoStack.last, last.label == label, label.hasPrefix("move") {
            // coalesce consecutive moves: keep the oldest snapshot
        } else {
            undoStack.append((label, before))
            if undoStack.count > limit { undoStack.removeFirst() }
        }
        redoStack.removeAll()
    }

    mutating func undo(_ current: inout State) -> String? {
        guard let entry = undoStack.popLast() else { return nil }
        redoStack.append((entry.label, current))
        current = entry.state
        return entry.label
    }

    mutating func redo(_ current: inout State) -> String? {
        guard let entry = redoStack.popLast() else { return nil }
        undoStack.append((entry.label, current))
        current = entry.state
        return entry.label
    }

    var labels: [String] { undoStack.map(\.label) }
}

final class Document {
    var canvas = Canvas()
    var history = UndoStack<Canvas>(limit: 4)

    func perform(_ label: String, _ change: (inout Canvas) -> Void) {
        let before = canvas
        change(&canvas)
        history.record(label, before: before, after: canvas)
    }

    func undo() { print("undo:", history.undo(&canvas) ?? "nothing", "->", summary) }
    func redo() { print("redo:", history.redo(&canvas) ?? "nothing", "->", summary) }

    var summary: String { "\(canvas.title) \(canvas.shapes)" }
}

let doc = Document()
doc.perform("add circle") { $0.shapes.append(Shape(kind: "circle", x: 0, y: 0)) }
doc.perform("add square") { $0.shapes.append(Shape(kind: "square", x: 5, y: 5)) }
doc.perform("move square") { $0.shapes[1].x += 1 }
doc.perform("move square") { $0.shapes[1].x += 1 }
doc.perform("move square") { $0.shapes[1].y -= 2 }
doc.perform("rename") { $0.title = "Logo" }
doc.perform("rename") { $0.title = "Logo" }
print("now:", doc.summary)
print("history:", doc.history.labels)

doc.undo()
doc.undo()
doc.redo()
doc.perform("add line") { $0.shapes.append(Shape(kind: "line", x: 1, y: 9)) }
doc.redo()
print("history:", doc.history.labels)

for label in ["a", "b", "c", "d", "e"] {
    doc.perform("add \(label)") { $0.shapes.append(Shape(kind: label, x: 0, y: 0)) }
}
print("history capped:", doc.history.labels, "count:", doc.history.labels.count)
while doc.history.labels.count > 0 {
    doc.undo()
}
doc.undo()
print("shapes left:", doc.canvas.shapes.count)

// expect: now: Logo [circle@(0,0), square@(7,3)]
// expect: history: ["add circle", "add square", "move square", "rename"]
// expect: undo: rename -> Untitled [circle@(0,0), square@(7,3)]
// expect: undo: move square -> Untitled [circle@(0,0), square@(5,5)]
// expect: redo: move square -> Untitled [circle@(0,0), square@(7,3)]
// expect: redo: nothing -> Untitled [circle@(0,0), square@(7,3), line@(1,9)]
// expect: history: ["add circle", "add square", "move square", "add line"]
// expect: history capped: ["add b", "add c", "add d", "add e"] count: 4
// expect: undo: add e -> Untitled [circle@(0,0), square@(7,3), line@(1,9), a@(0,0), b@(0,0), c@(0,0), d@(0,0)]
// expect: undo: add d -> Untitled [circle@(0,0), square@(7,3), line@(1,9), a@(0,0), b@(0,0), c@(0,0)]
// expect: undo: add c -> Untitled [circle@(0,0), square@(7,3), line@(1,9), a@(0,0), b@(0,0)]
// expect: undo: add b -> Untitled [circle@(0,0), square@(7,3), line@(1,9), a@(0,0)]
// expect: undo: nothing -> Untitled [circle@(0,0), square@(7,3), line@(1,9), a@(0,0)]
// expect: shapes left: 4
