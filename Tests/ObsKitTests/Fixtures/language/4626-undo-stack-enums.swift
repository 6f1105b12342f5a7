// App code style: document edits as enum values with undo/redo
enum Edit: CustomStringConvertible {
    case insert(text: String, at: Int)
    case delete(range: Range<Int>, removed: String)
    case replaceAll(old: String, new: String)

    var inverse: Edit {
        switch self {
        case let .insert(text, at):
            return .delete(range: at..<(at + text.count), removed: text)
        case let .delete(range, removed):
            return .insert(text: removed, at: range.lowerBound)
        case let .replaceAll(old, new):
            return .replaceAll(old: new, new: old)
        }
    }

    var description: String {
        switch self {
        case let .insert(t, at): return "insert '\(t)' @\(at)"
        case let .delete(r, s): return "delete \(r.lowerBound)..<\(r.upperBound) '\(s)'"
        case .replaceAll: return "replaceAll"
        }
    }
}

enum EditError: Error {
    case outOfBounds(Int, length: Int)
    case nothingToUndo
    case nothingToRedo
}

struct Document {
    private(set) var text = ""
    private var undoStack: [Edit] = []
    private var redoStack: [Edit] = []

    private mutating func apply(_ e: Edit) throws {
        var chars = Array(text)
        switch e {
        case let .insert(t, at):
            guard at >= 0 && at <= chars.count else { throw EditError.outOfBounds(at, length: chars.count) }
            chars.insert(contentsOf: t, at: at)
        case let .delete(r, _):
            guard r.upperBound <= chars.count else {
                throw EditError.outOfBounds(r.upperBound, length: chars.count)
            }
            chars.removeSubrange(r)
        case let .replaceAll(_, new):
            chars = Array(new)
        }
        text = String(chars)
    }

    mutating func perform(_ e: Edit) throws {
        try apply(e)
        undoStack.append(e)
        redoStack.removeAll()
    }

    mutating func insert(_ t: String, at: Int) throws {
        try perform(.insert(text: t, at: at))
    }

    mutating func delete(_ r: Range<Int>) throws {
        let chars = Array(text)
        guard r.upperBound <= chars.count else { throw EditError.outOfBounds(r.upperBound, length: chars.count) }
        try perform(.delete(range: r, removed: String(chars[r])))
    }

    mutating func undo() throws {
        guard let last = undoStack.popLast() else { throw EditError.nothingToUndo }
        try apply(last.inverse)
        redoStack.append(last)
    }

    mutating func redo() throws {
        guard let next = redoStack.popLast() else { throw EditError.nothingToRedo }
        try apply(next)
        undoStack.append(next)
    }

    var history: String { undoStack.map(\.description).joined(separator: " | ") }
}

var doc = Document()
func step(_ label: String, _ body: (inout Document) throws -> Void) {
    do {
        try body(&doc)
        print("\(label): \"\(doc.text)\"")
    } catch {
        print("\(label): error \(error)")
    }
}

step("type hello") { try $0.insert("hello", at: 0) }
step("type world") { try $0.insert(" world", at: 5) }
step("bad insert") { try $0.insert("!", at: 50) }
step("delete") { try $0.delete(0..<6) }
step("undo") { try $0.undo() }
step("undo") { try $0.undo() }
step("redo") { try $0.redo() }
step("replace") { try $0.perform(.replaceAll(old: $0.text, new: "HELLO WORLD")) }
step("undo") { try $0.undo() }
step("redo") { try $0.redo() }
step("redo") { try $0.redo() }
step("undo x3") { for _ in 0..<3 { try $0.undo() } }
step("undo again") { try $0.undo() }
print("history: [\(doc.history)]")
// expect: type hello: "hello"
// expect: type world: "hello world"
// expect: bad insert: error outOfBounds(50, length: 11)
// expect: delete: "world"
// expect: undo: "hello world"
// expect: undo: "hello"
// expect: redo: "hello world"
// expect: replace: "HELLO WORLD"
// expect: undo: "hello world"
// expect: redo: "HELLO WORLD"
// expect: redo: error nothingToRedo
// expect: undo x3: ""
// expect: undo again: error nothingToUndo
// expect: history: []
