// Swift book style (Protocols): Equatable and Hashable by hand, Comparable enums with raw values and sorting by protocol
struct Point: Hashable {
    var x: Int, y: Int
    var label: String
    static func == (a: Point, b: Point) -> Bool { a.x == b.x && a.y == b.y }
    func hash(into hasher: inout Hasher) {
        hasher.combine(x)
        hasher.combine(y)
    }
}
let p1 = Point(x: 1, y: 2, label: "first")
let p2 = Point(x: 1, y: 2, label: "second")
print(p1 == p2, Set([p1, p2]).count)
enum Priority: Int, Comparable, CaseIterable {
    case low = 1, medium = 5, high = 10
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}
struct Task: Comparable, CustomStringConvertible {
    let title: String
    let priority: Priority
    static func < (a: Task, b: Task) -> Bool {
        a.priority != b.priority ? a.priority > b.priority : a.title < b.title
    }
    var description: String { "\(title)[\(priority)]" }
}
let tasks = [Task(title: "write", priority: .medium), Task(title: "eat", priority: .high),
             Task(title: "nap", priority: .low), Task(title: "code", priority: .high)]
print(tasks.sorted())
print(Priority.allCases.max()!, Priority.medium < .high, Priority(rawValue: 5)!)
let grouped = Dictionary(grouping: tasks, by: \.priority)
for p in Priority.allCases.reversed() {
    print(p, grouped[p]?.map(\.title) ?? [])
}
protocol HasArea { var area: Int { get } }
struct Sq: HasArea { var side: Int; var area: Int { side * side } }
struct Re: HasArea { var w: Int, h: Int; var area: Int { w * h } }
let shapes: [HasArea] = [Sq(side: 3), Re(w: 2, h: 7), Sq(side: 1)]
print(shapes.sorted { $0.area < $1.area }.map(\.area))
print(tasks.min()!, tasks.contains(Task(title: "nap", priority: .low)))
// expect: true 1
// expect: [code[high], eat[high], write[medium], nap[low]]
// expect: high true medium
// expect: high ["eat", "code"]
// expect: medium ["write"]
// expect: low ["nap"]
// expect: [1, 9, 14]
// expect: code[high] true
