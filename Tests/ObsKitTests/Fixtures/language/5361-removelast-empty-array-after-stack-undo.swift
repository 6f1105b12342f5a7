// Swift docs style (runtime trap): removeLast on an empty array after a stack of undo operations
var undoStack = ["type a", "type b", "delete"]
func undo() {
    let action = undoStack.removeLast()
    print("undo \(action)")
}
for _ in 0..<4 {
    undo()
}
print("unreachable")

// expect: undo delete
// expect: undo type b
// expect: undo type a
// expect-error: Can't remove last element from an empty collection
