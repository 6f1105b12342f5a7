// Swift book style: lazy closure property capturing self with an unowned capture list and deinit
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

var br: HTMLElement? = HTMLElement(name: "br")
print(br!.asHTML())
br = nil

var div: HTMLElement? = HTMLElement(name: "div", text: "x")
div = nil
print("end")
// expect: <h1>some default text</h1>
// expect: <p>hello, world</p>
// expect: p is being deinitialized
// expect: <br />
// expect: br is being deinitialized
// expect: div is being deinitialized
// expect: end
