// App code style: weak optional delegates and optional closure callbacks
protocol DownloadDelegate: AnyObject {
    func progress(_ task: DownloadTask, percent: Int)
    func finished(_ task: DownloadTask, bytes: Int)
}

final class DownloadTask {
    let name: String
    weak var delegate: DownloadDelegate?
    var onCancel: ((String) -> Void)?
    var validator: ((Int) -> Bool)?

    init(name: String) { self.name = name }

    func run(chunks: [Int]) {
        var received = 0
        let total = chunks.reduce(0, +)
        for c in chunks {
            if validator?(c) == false {
                onCancel?("chunk \(c) rejected")
                return
            }
            received += c
            delegate?.progress(self, percent: received * 100 / total)
        }
        delegate?.finished(self, bytes: received)
    }
}

final class Screen: DownloadDelegate {
    let id: String
    var log: [String] = []
    init(id: String) { self.id = id }
    deinit { print("Screen \(id) deinit") }

    func progress(_ task: DownloadTask, percent: Int) {
        log.append("\(task.name):\(percent)%")
    }
    func finished(_ task: DownloadTask, bytes: Int) {
        log.append("\(task.name) done \(bytes)B")
    }
}

let task = DownloadTask(name: "a.zip")
var screen: Screen? = Screen(id: "main")
task.delegate = screen
task.run(chunks: [10, 30, 60])
print(screen?.log ?? [])

// Delegate goes away: calls become no-ops
screen = nil
print("delegate is nil: \(task.delegate == nil)")
task.run(chunks: [5, 5])
print("ran without delegate")

// Optional closures
let task2 = DownloadTask(name: "b.tar")
var cancelled: String?
task2.onCancel = { reason in cancelled = reason }
task2.validator = { $0 < 50 }
let s2 = Screen(id: "second")
task2.delegate = s2
task2.run(chunks: [20, 40, 70, 10])
print(s2.log, cancelled ?? "not cancelled")

let task3 = DownloadTask(name: "c.bin")
task3.delegate = s2
task3.run(chunks: [1, 1, 2])
print(s2.log.last ?? "-")
print("validator set: \(task3.validator != nil)")

// Optional chaining on a method returning optional, and optional try
final class Parent {
    var child: Child?
}
final class Child {
    var toys: [String] = []
    func favorite() -> String? { toys.first }
}
let p = Parent()
print(p.child?.favorite()?.uppercased() ?? "no child")
p.child = Child()
print(p.child?.favorite()?.uppercased() ?? "no toys")
p.child?.toys += ["robot", "ball"]
print(p.child?.favorite()?.uppercased() ?? "?")
print(p.child?.toys.count as Any)
let maybeCount: Int? = p.child?.toys.filter { $0.count > 4 }.count
print(maybeCount ?? 0)
// expect: ["a.zip:10%", "a.zip:40%", "a.zip:100%", "a.zip done 100B"]
// expect: Screen main deinit
// expect: delegate is nil: true
// expect: ran without delegate
// expect: ["b.tar:14%", "b.tar:42%"] chunk 70 rejected
// expect: c.bin done 4B
// expect: validator set: false
// expect: no child
// expect: no toys
// expect: ROBOT
// expect: Optional(2)
// expect: 1
