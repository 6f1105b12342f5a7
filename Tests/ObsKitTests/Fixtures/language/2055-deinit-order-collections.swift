// Compiler test style: deinit order of class instances stored in arrays, dictionaries and optionals
var log: [String] = []

final class Node {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { log.append(name) }
}

func flush(_ title: String) {
    print(title + ":", log.joined(separator: " "))
    log.removeAll()
}

var arr: [Node] = [Node("a0"), Node("a1"), Node("a2"), Node("a3")]
arr.remove(at: 1)
flush("remove(at: 1)")
arr.removeLast()
flush("removeLast")
arr.insert(Node("a9"), at: 0)
arr[1] = Node("replacement")
flush("subscript replace")
arr.removeAll()
flush("removeAll")

var dict: [String: Node] = ["x": Node("dx"), "y": Node("dy")]
dict["x"] = nil
flush("dict x = nil")
dict["y"] = Node("dy2")
flush("dict overwrite y")
_ = dict.removeValue(forKey: "y")
flush("removeValue y")
print(dict.isEmpty)

var shared = Node("shared")
var holders: [Node] = [shared, shared, shared]
shared = Node("other")
flush("reassign shared var")
holders.removeFirst(2)
flush("removeFirst(2)")
holders = []
flush("holders emptied")

var opt: Node? = Node("opt")
var alias = opt
opt = nil
flush("opt nil, alias alive")
print(alias?.name ?? "gone")
alias = nil
flush("alias nil")

do {
    let temps = (1...3).map { Node("t\($0)") }
    print(temps.count)
}
flush("scope end")

// expect: remove(at: 1): a1
// expect: removeLast: a3
// expect: subscript replace: a0
// expect: removeAll: a9 replacement a2
// expect: dict x = nil: dx
// expect: dict overwrite y: dy
// expect: removeValue y: dy2
// expect: true
// expect: reassign shared var: 
// expect: removeFirst(2): 
// expect: holders emptied: shared
// expect: opt nil, alias alive: 
// expect: opt
// expect: alias nil: opt
// expect: 3
// expect: scope end: t1 t2 t3
