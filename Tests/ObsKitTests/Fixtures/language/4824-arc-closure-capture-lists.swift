// Swift book style: strong reference cycles for closures and capture lists
// Checks: a lazy closure property capturing self creates a cycle (no deinit); the
// [unowned self] capture list breaks it; [weak self] with guard; capture lists
// capturing values at creation time vs variables by reference.

final class HTMLElement {
    let name: String
    let text: String?

    lazy var asHTML: () -> String = { [unowned self] in
        if let text = self.text {
            return "<\(self.name)>\(text)</\(self.name)>"
        } else {
            return "<\(self.name) />"
        }
    }

    init(name: String, text: String? = nil) {
        self.name = name
        self.text = text
    }

    deinit {
        print("\(name) is being deinitialized")
    }
}

let heading = HTMLElement(name: "h1")
let defaultText = "some default text"
heading.asHTML = {
    return "<\(heading.name)>\(heading.text ?? defaultText)</\(heading.name)>"
}
print(heading.asHTML())

var paragraph: HTMLElement? = HTMLElement(name: "p", text: "hello, world")
print(paragraph!.asHTML())
paragraph = nil
print("paragraph released")

final class LeakyElement {
    let name: String
    lazy var render: () -> String = { "<\(self.name)>" }
    init(name: String) { self.name = name }
    deinit { print("leaky \(name) deinit") }
}
var leaky: LeakyElement? = LeakyElement(name: "div")
print(leaky!.render())
leaky = nil
print("leaky set to nil (cycle keeps it alive)")

var neverRendered: LeakyElement? = LeakyElement(name: "span")
neverRendered = nil
print("unused lazy closure: no cycle")

final class Downloader {
    let id: Int
    var onFinish: (() -> Void)?
    init(id: Int) { self.id = id }
    func start() {
        onFinish = { [weak self] in
            guard let self else {
                print("downloader already gone")
                return
            }
            print("downloader \(self.id) finished")
        }
    }
    deinit { print("downloader \(id) deinit") }
}
var downloader: Downloader? = Downloader(id: 7)
downloader!.start()
let saved = downloader!.onFinish!
saved()
downloader = nil
saved()

// Capture list copies the value at closure creation
var counter = 0
let captured = { [counter] in print("captured counter \(counter)") }
let live = { print("live counter \(counter)") }
counter = 10
captured()
live()

// Capture list with a new name and an expression
final class Tag {
    let label: String
    init(_ label: String) { self.label = label }
    deinit { print("tag \(label) deinit") }
}
var tag: Tag? = Tag("blue")
let describeTag = { [weak t = tag, first = tag!.label.first!] in
    print("first letter \(first), tag alive: \(t != nil)")
}
describeTag()
tag = nil
describeTag()

// Closures stored in an array each capture their own loop value
var actions: [() -> Int] = []
for i in 1...3 {
    actions.append { i * 100 }
}
print(actions.map { $0() })

// A nested function capturing and mutating a local
func makeCounter() -> () -> Int {
    var total = 0
    func increment() -> Int {
        total += 1
        return total
    }
    return increment
}
let next = makeCounter()
_ = next()
_ = next()
print("counter now \(next())")

// expect: <h1>some default text</h1>
// expect: <p>hello, world</p>
// expect: p is being deinitialized
// expect: paragraph released
// expect: <div>
// expect: leaky set to nil (cycle keeps it alive)
// expect: leaky span deinit
// expect: unused lazy closure: no cycle
// expect: downloader 7 finished
// expect: downloader 7 deinit
// expect: downloader already gone
// expect: captured counter 0
// expect: live counter 10
// expect: first letter b, tag alive: true
// expect: tag blue deinit
// expect: first letter b, tag alive: false
// expect: [100, 200, 300]
// expect: counter now 3
