// ARC: closure strong reference cycles, capture lists with weak and unowned self, lazy closures
// expected output: swiftc 6.3.1 (Linux), run on this machine
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
heading.asHTML = { "<\(heading.name)>\(heading.text ?? defaultText)</\(heading.name)>" }
print(heading.asHTML())
var paragraph: HTMLElement? = HTMLElement(name: "p", text: "hello, world")
print(paragraph!.asHTML())
paragraph = nil

class Downloader {
    let id: Int
    var onFinish: (() -> Void)?
    init(id: Int) { self.id = id }
    func start() {
        onFinish = { [weak self] in
            guard let self else { print("downloader already gone"); return }
            print("downloader \(self.id) finished")
        }
    }
    deinit { print("Downloader \(id) deinit") }
}
var d: Downloader? = Downloader(id: 7)
d!.start()
d!.onFinish?()
let saved = d!.onFinish
d = nil
saved?()

class Leaky {
    var work: (() -> Void)?
    deinit { print("Leaky deinit") }
}
var leaky: Leaky? = Leaky()
leaky!.work = { [leaky] in _ = leaky }
leaky = nil
print("leaky variable cleared; the closure still holds the object, so no deinit")

class Counter {
    var value = 0
    deinit { print("Counter deinit at \(value)") }
}
var counter: Counter? = Counter()
let inc = { [weak counter] in counter?.value += 1 }
inc(); inc()
print(counter!.value)
counter = nil
inc()
print("end")
// expect: <h1>some default text</h1>
// expect: <p>hello, world</p>
// expect: p is being deinitialized
// expect: downloader 7 finished
// expect: Downloader 7 deinit
// expect: downloader already gone
// expect: leaky variable cleared; the closure still holds the object, so no deinit
// expect: 2
// expect: Counter deinit at 2
// expect: end
