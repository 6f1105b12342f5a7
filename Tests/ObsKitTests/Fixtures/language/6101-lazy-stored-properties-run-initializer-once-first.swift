// Compiler test style (lazy properties): lazy stored properties run their initializer once, on first access, can use self, be reassigned, and lazy sequences
class Report {
    let title: String
    init(title: String) { self.title = title; print("init report") }
    lazy var header: String = {
        print("computing header")
        return "== \(title.uppercased()) =="
    }()
    lazy var length = header.count
    lazy var counter: () -> Int = { [unowned self] in self.title.count }
}
let r = Report(title: "sales")
print("before access")
print(r.header)
print(r.header)
print(r.length)
r.header = "custom"
print(r.header, r.length)
print(r.counter())

struct Config {
    var base = 2
    lazy var squared: Int = { print("squaring"); return base * base }()
}
var c = Config()
c.base = 5
print(c.squared, c.squared)
var copy = c
copy.base = 100
print(copy.squared)
var fresh = Config(base: 3)
print(fresh.squared)

var evaluated: [Int] = []
let numbers = (1...6).lazy.filter { evaluated.append($0); return $0 % 2 == 0 }.map { $0 * 10 }
print("lazy created, evaluated:", evaluated)
print(numbers.first!)
print("after first:", evaluated)
evaluated.removeAll()
print(Array(numbers.prefix(2)), evaluated.prefix(4))

class Node {
    let id: Int
    init(_ id: Int) { self.id = id }
    lazy var children: [Node] = { print("expanding", id); return id < 3 ? [Node(id * 2), Node(id * 2 + 1)] : [] }()
}
let root = Node(1)
print(root.children.map(\.id))
print(root.children[0].children.map(\.id), root.children.count)

// expect: init report
// expect: before access
// expect: computing header
// expect: == SALES ==
// expect: == SALES ==
// expect: 11
// expect: custom 11
// expect: 5
// expect: squaring
// expect: 25 25
// expect: 25
// expect: squaring
// expect: 9
// expect: lazy created, evaluated: []
// expect: 20
// expect: after first: [1, 2]
// expect: [20, 40] [1, 2, 3, 4]
// expect: expanding 1
// expect: [2, 3]
// expect: expanding 2
// expect: [4, 5] 2
