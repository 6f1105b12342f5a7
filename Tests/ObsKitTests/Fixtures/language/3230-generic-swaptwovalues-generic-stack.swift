// Swift book style: generic swapTwoValues and generic Stack with extension
func swapTwoValues<T>(_ a: inout T, _ b: inout T) {
    let temporaryA = a
    a = b
    b = temporaryA
}

var someInt = 3
var anotherInt = 107
swapTwoValues(&someInt, &anotherInt)
print("someInt is now \(someInt), and anotherInt is now \(anotherInt)")

var someString = "hello"
var anotherString = "world"
swapTwoValues(&someString, &anotherString)
print(someString, anotherString)

struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) {
        items.append(item)
    }
    mutating func pop() -> Element {
        return items.removeLast()
    }
}

extension Stack {
    var topItem: Element? {
        return items.isEmpty ? nil : items[items.count - 1]
    }
}

var stackOfStrings = Stack<String>()
stackOfStrings.push("uno")
stackOfStrings.push("dos")
stackOfStrings.push("tres")
stackOfStrings.push("cuatro")
let fromTheTop = stackOfStrings.pop()
print(fromTheTop)
if let topItem = stackOfStrings.topItem {
    print("The top item on the stack is \(topItem).")
}
print(stackOfStrings.items)
var intStack = Stack<Int>()
print(intStack.topItem as Any)
intStack.push(42)
print(intStack.topItem ?? -1)
// expect: someInt is now 107, and anotherInt is now 3
// expect: world hello
// expect: cuatro
// expect: The top item on the stack is tres.
// expect: ["uno", "dos", "tres"]
// expect: nil
// expect: 42
