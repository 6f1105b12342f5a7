// removeLast on an empty array traps with Swift's message
var stack = [1]
print(stack.removeLast())
stack.removeLast()
print("unreachable")
// expect: 1
// expect-error: Fatal error: Can't remove last element from an empty collection
