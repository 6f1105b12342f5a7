// Swift book style (Automatic Reference Counting): closures, capture lists and unowned self
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
var heading: HTMLElement? = HTMLElement(name: "h1")
let defaultText = "some default text"
heading!.asHTML = {
    return "<\(heading!.name)>\(heading!.text ?? defaultText)</\(heading!.name)>"
}
print(heading!.asHTML())
heading = nil
var paragraph: HTMLElement? = HTMLElement(name: "p", text: "hello, world")
print(paragraph!.asHTML())
paragraph = nil

class Ticker {
    var count = 0
    var onTick: (() -> Void)?
    func start() {
        onTick = { [weak self] in
            guard let self = self else { print("gone"); return }
            self.count += 1
            print("tick", self.count)
        }
    }
    deinit { print("ticker deinit") }
}
var t: Ticker? = Ticker()
t!.start()
let saved = t!.onTick!
saved()
saved()
t = nil
saved()
var x = 10
let captured = { [x] in print("captured", x) }
let live = { print("live", x) }
x = 20
captured()
live()
// expect: <h1>some default text</h1>
// expect: h1 is being deinitialized
// expect: <p>hello, world</p>
// expect: p is being deinitialized
// expect: tick 1
// expect: tick 2
// expect: ticker deinit
// expect: gone
// expect: captured 10
// expect: live 20
