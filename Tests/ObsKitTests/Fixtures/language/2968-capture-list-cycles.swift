// Compiler test style: closures capturing self, strong cycles broken by [unowned self] and [weak self] capture lists
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

let heading = HTMLElement(name: "h1")
let defaultText = "some default text"
heading.asHTML = {
    return "<\(heading.name)>\(heading.text ?? defaultText)</\(heading.name)>"
}
print(heading.asHTML())

class Timer {
    var ticks = 0
    var onTick: (() -> Void)?
    init() {
        onTick = { [weak self] in
            guard let self = self else { print("gone"); return }
            self.ticks += 1
            print("tick \(self.ticks)")
        }
    }
    deinit { print("Timer deinit at \(ticks)") }
}

var timer: Timer? = Timer()
let callback = timer!.onTick!
callback()
callback()
timer = nil
callback()
// expect: <p>hello, world</p>
// expect: p is being deinitialized
// expect: <h1>some default text</h1>
// expect: tick 1
// expect: tick 2
// expect: Timer deinit at 2
// expect: gone
