// Compiler test style: closure capture cycles broken with [weak self] and [unowned self]
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
    init(name: String, text: String? = nil) {
        self.name = name
        self.text = text
    }
    deinit { print("\(name) is being deinitialized") }
}

var paragraph: HTMLElement? = HTMLElement(name: "p", text: "hello, world")
print(paragraph!.asHTML())
paragraph = nil
print("paragraph gone")

class Counter {
    var count = 0
    var onTick: (() -> Void)?
    init() { print("Counter init") }
    deinit { print("Counter deinit at \(count)") }
    func start() {
        onTick = { [weak self] in
            guard let self = self else { print("gone"); return }
            self.count += 1
            print("tick \(self.count)")
        }
    }
}
var counter: Counter? = Counter()
counter!.start()
let saved = counter!.onTick!
saved()
saved()
counter = nil
saved()
print("end")
// expect: <p>hello, world</p>
// expect: p is being deinitialized
// expect: paragraph gone
// expect: Counter init
// expect: tick 1
// expect: tick 2
// expect: Counter deinit at 2
// expect: gone
// expect: end
