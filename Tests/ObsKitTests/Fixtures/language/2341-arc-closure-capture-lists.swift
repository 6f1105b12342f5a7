// Swift book style: Automatic Reference Counting: closures, capture lists, unowned and weak self
class HTMLElement {
    let name: String
    let text: String?
    lazy var asHTML: () -> String = { [unowned self] in
        if let text = self.text {
            return "<\(self.name)>\(text)</\(self.name)>"
        } else {
            return "<\(self.name) />"
        }
    }
    init(name: String, text: String? = nil) { self.name = name; self.text = text }
    deinit { print("\(name) is being deinitialized") }
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

var counter = 0
let captureByReference = { print("reference sees \(counter)") }
let captureByValue = { [counter] in print("value sees \(counter)") }
counter = 10
captureByReference()
captureByValue()

var multiplier = 2
let scale = { [m = multiplier * 10] (x: Int) -> Int in x * m }
multiplier = 100
print(scale(3))

class Downloader {
    let id: String
    var onFinish: (() -> Void)?
    init(id: String) { self.id = id }
    func start() { onFinish = { [weak self] in print("finished \(self?.id ?? "<gone>")") } }
    deinit { print("Downloader \(id) deinit") }
}
var downloader: Downloader? = Downloader(id: "d1")
downloader!.start()
let handler = downloader!.onFinish!
handler()
downloader = nil
handler()

class Timer {
    var ticks = 0
    var action: (() -> Void)?
    deinit { print("Timer deinit after \(ticks) ticks") }
}
func runTimer() {
    let timer = Timer()
    timer.action = { [unowned timer] in timer.ticks += 1 }
    for _ in 0..<3 { timer.action?() }
    print("ticks: \(timer.ticks)")
}
runTimer()
print("after runTimer")

class Node {
    let value: Int
    var children: [Node] = []
    weak var parent: Node?
    init(_ value: Int) { self.value = value }
    func add(_ child: Node) { children.append(child); child.parent = self }
    deinit { print("node \(value) freed") }
}
var root: Node? = Node(1)
root!.add(Node(2))
let leaf = root!.children[0]
print("leaf parent: \(leaf.parent?.value ?? -1)")
root = nil
print("leaf parent after release: \(leaf.parent?.value ?? -1)")

// expect: <h1>some default text</h1>
// expect: <p>hello, world</p>
// expect: p is being deinitialized
// expect: reference sees 10
// expect: value sees 0
// expect: 60
// expect: finished d1
// expect: Downloader d1 deinit
// expect: finished <gone>
// expect: ticks: 3
// expect: Timer deinit after 3 ticks
// expect: after runTimer
// expect: leaf parent: 1
// expect: node 1 freed
// expect: leaf parent after release: -1
