// Course exercise: closures stored in properties, capture lists with [weak self] and [unowned self]
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

class Timer {
    let label: String
    var ticks = 0
    var onTick: (() -> Void)?

    init(label: String) {
        self.label = label
    }

    func start() {
        onTick = { [weak self] in
            guard let self else {
                print("timer gone")
                return
            }
            self.ticks += 1
            print("\(self.label) tick \(self.ticks)")
        }
    }

    deinit { print("timer \(label) deinit") }
}

var paragraph: HTMLElement? = HTMLElement(name: "p", text: "hello, world")
print(paragraph!.asHTML())
let heading = HTMLElement(name: "br")
print(heading.asHTML())
paragraph = nil

var timer: Timer? = Timer(label: "egg")
timer?.start()
let saved = timer?.onTick
saved?()
saved?()
timer = nil
saved?()
print("end of program")

// expect: <p>hello, world</p>
// expect: <br />
// expect: p is being deinitialized
// expect: egg tick 1
// expect: egg tick 2
// expect: timer egg deinit
// expect: timer gone
// expect: end of program
