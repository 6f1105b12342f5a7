// App architecture style (grouped undo): an undo manager of command closures with named groups, a redo stack and a change counter
final class UndoStack {
    private struct Entry {
        let name: String
        let undo: () -> Void
        let redo: () -> Void
    }
    private var undos: [[Entry]] = []
    private var redos: [[Entry]] = []
    private var openGroup: [Entry]?
    private(set) var changeCount = 0

    func record(_ name: String, undo: @escaping () -> Void, redo: @escaping () -> Void) {
        let e = Entry(name: name, undo: undo, redo: redo)
        if openGroup != nil { openGroup!.append(e) } else { undos.append([e]) }
        redos.removeAll()
        changeCount += 1
    }
    func group(_ body: () -> Void) {
        openGroup = []
        defer {
            if let g = openGroup, !g.isEmpty { undos.append(g) }
            openGroup = nil
        }
        body()
    }
    func undo() {
        guard let g = undos.popLast() else { print("  nothing to undo"); return }
        g.reversed().forEach { $0.undo() }
        redos.append(g)
        print("  undid [\(g.map(\.name).joined(separator: ","))]")
    }
    func redo() {
        guard let g = redos.popLast() else { print("  nothing to redo"); return }
        g.forEach { $0.redo() }
        undos.append(g)
        print("  redid [\(g.map(\.name).joined(separator: ","))]")
    }
}

final class Canvas {
    var shapes: [String] = []
    let undo = UndoStack()
    func add(_ shape: String) {
        shapes.append(shape)
        undo.record("add \(shape)", undo: { [unowned self] in self.shapes.removeLast() },
                    redo: { [unowned self] in self.shapes.append(shape) })
    }
    func rename(at i: Int, to name: String) {
        let old = shapes[i]
        shapes[i] = name
        undo.record("rename \(i)", undo: { [unowned self] in self.shapes[i] = old },
                    redo: { [unowned self] in self.shapes[i] = name })
    }
}

let canvas = Canvas()
func show() { print("shapes:", canvas.shapes, "changes:", canvas.undo.changeCount) }
canvas.add("circle"); show()
canvas.undo.group {
    canvas.add("square")
    canvas.add("star")
    canvas.rename(at: 0, to: "oval")
}
show()
canvas.undo.undo(); show()
canvas.undo.redo(); show()
canvas.undo.undo(); canvas.undo.undo(); show()
canvas.undo.undo(); show()
canvas.undo.redo(); show()
canvas.add("line"); canvas.undo.redo(); show()

// expect: shapes: ["circle"] changes: 1
// expect: shapes: ["oval", "square", "star"] changes: 4
// expect:   undid [add square,add star,rename 0]
// expect: shapes: ["circle"] changes: 4
// expect:   redid [add square,add star,rename 0]
// expect: shapes: ["oval", "square", "star"] changes: 4
// expect:   undid [add square,add star,rename 0]
// expect:   undid [add circle]
// expect: shapes: [] changes: 4
// expect:   nothing to undo
// expect: shapes: [] changes: 4
// expect:   redid [add circle]
// expect: shapes: ["circle"] changes: 4
// expect:   nothing to redo
// expect: shapes: ["circle", "line"] changes: 5
