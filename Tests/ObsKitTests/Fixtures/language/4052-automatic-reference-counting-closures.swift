// Swift book style: Automatic Reference Counting: closures, capture lists and the HTMLElement example
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

class Downloader {
    let id: Int
    var onFinish: (() -> Void)?
    init(id: Int) { self.id = id }
    deinit { print("downloader \(id) deinitialized") }
    func start() {
        onFinish = { [weak self] in
            guard let self = self else {
                print("downloader is gone")
                return
            }
            print("downloader \(self.id) finished")
        }
    }
}

var d: Downloader? = Downloader(id: 7)
d!.start()
let callback = d!.onFinish!
callback()
d = nil
callback()

var counter = 0
let captured = { [counter] in
    print("captured value: \(counter)")
}
let live = {
    print("live value: \(counter)")
}
counter = 10
captured()
live()

var x = 1
let snapshot = { [y = x * 100] in y + x }
x = 5
print("snapshot result: \(snapshot())")
// expect: <h1>some default text</h1>
// expect: <p>hello, world</p>
// expect: p is being deinitialized
// expect: paragraph released
// expect: downloader 7 finished
// expect: downloader 7 deinitialized
// expect: downloader is gone
// expect: captured value: 0
// expect: live value: 10
// expect: snapshot result: 105
