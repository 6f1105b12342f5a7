// Compiler test style: a script's extension of a library protocol does not change how often a mutating library call through an optional chain reads its base (expected output: swiftc 6.3.1 on this machine)
extension SignedNumeric {
    mutating func flipSign() { self = 0 - self }
}
extension Array {
    mutating func appendTwice(_ element: Element) {
        append(element)
        append(element)
    }
}
final class Shelf {
    var store: [String: [Int]] = [:]
    var reads = 0
    subscript(key: String) -> [Int]? {
        get { reads += 1; print("get \(key)"); return store[key] }
        set { print("set \(key)"); store[key] = newValue }
    }
}
func argument(_ n: Int) -> Int { print("argument \(n)"); return n }
let shelf = Shelf()
shelf["a"] = [1]
shelf["a"]?.append(argument(2))
shelf["a"]?.removeFirst()
shelf["a"]?.appendTwice(argument(3))
var n = 5
n.flipSign()
print(shelf.reads, shelf.store["a"]!, n)
// expect: set a
// expect: get a
// expect: argument 2
// expect: set a
// expect: get a
// expect: set a
// expect: get a
// expect: argument 3
// expect: set a
// expect: 3 [2, 3, 3] -5
