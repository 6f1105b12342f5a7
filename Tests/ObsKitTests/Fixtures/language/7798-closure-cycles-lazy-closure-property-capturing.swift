// Swift book style (closure cycles): a lazy closure property capturing self, fixed with [unowned self]
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

var paragraph: HTMLElement? = HTMLElement(name: "p", text: "hello, world")
print(paragraph!.asHTML())
var br: HTMLElement? = HTMLElement(name: "br")
print(br!.asHTML())

let heading = HTMLElement(name: "h1")
let defaultText = "some default text"
heading.asHTML = {
    return "<\(heading.name)>\(heading.text ?? defaultText)</\(heading.name)>"
}
print(heading.asHTML())

paragraph = nil
br = nil
print("done")
// expect: <p>hello, world</p>
// expect: <br />
// expect: <h1>some default text</h1>
// expect: p is being deinitialized
// expect: br is being deinitialized
// expect: done
