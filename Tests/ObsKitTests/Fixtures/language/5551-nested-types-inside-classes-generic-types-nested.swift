// The Swift Programming Language style (Nested Types): nested types inside classes and generic types, nested type shadowing, and static members on nested types
class Library {
    enum Genre: String { case fiction, science, history }
    struct Book: CustomStringConvertible {
        let title: String
        let genre: Genre
        var description: String { "\(title) [\(genre.rawValue)]" }
    }
    class Branch {
        let city: String
        var books: [Book] = []
        init(city: String) { self.city = city }
        func count(of g: Genre) -> Int { books.filter { $0.genre == g }.count }
    }
    var branches: [Branch] = []
}

let lib = Library()
let north = Library.Branch(city: "Tromsø")
north.books = [.init(title: "Ice Age", genre: .science), .init(title: "Fjord Tales", genre: .fiction), .init(title: "Vikings", genre: .history)]
let south = Library.Branch(city: "Kristiansand")
south.books = [Library.Book(title: "Sun Song", genre: .fiction)]
lib.branches = [north, south]
for b in lib.branches {
    print(b.city, b.books, "fiction:", b.count(of: .fiction))
}

struct Queue<T> {
    struct Node {
        var value: T
        var priority: Int
    }
    enum Order { case fifo, byPriority }
    var nodes: [Node] = []
    var order: Order
    mutating func add(_ v: T, priority p: Int = 0) { nodes.append(Node(value: v, priority: p)) }
    func drained() -> [T] {
        switch order {
        case .fifo: return nodes.map(\.value)
        case .byPriority: return nodes.sorted { $0.priority > $1.priority }.map(\.value)
        }
    }
}

var q = Queue<String>(order: .byPriority)
q.add("low", priority: 1)
q.add("urgent", priority: 9)
q.add("mid", priority: 5)
print(q.drained())
q.order = .fifo
print(q.drained())
let node = Queue<Int>.Node(value: 3, priority: 2)
print(node.value + node.priority)

enum Outer {
    struct Config {
        static let defaultName = "outer-config"
        enum Level: Int { case low = 1, high = 3 }
    }
}
print(Outer.Config.defaultName, Outer.Config.Level.high.rawValue)

// expect: Tromsø [Ice Age [science], Fjord Tales [fiction], Vikings [history]] fiction: 1
// expect: Kristiansand [Sun Song [fiction]] fiction: 1
// expect: ["urgent", "mid", "low"]
// expect: ["low", "urgent", "mid"]
// expect: 5
// expect: outer-config 3
