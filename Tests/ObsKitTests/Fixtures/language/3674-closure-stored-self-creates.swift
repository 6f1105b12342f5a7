// Swift book style: closure stored on self creates a cycle; [unowned self] breaks it
class Paragraph {
    let text: String
    let tag: String
    lazy var render: () -> String = { [unowned self] in
        "<\(self.tag)>\(self.text)</\(self.tag)>"
    }
    init(tag: String, text: String) {
        self.tag = tag
        self.text = text
        print("init \(tag)")
    }
    deinit { print("deinit \(tag)") }
}

class Leaky {
    let id: Int
    lazy var describe: () -> String = {
        "Leaky #\(self.id)"
    }
    init(id: Int) { self.id = id }
    deinit { print("Leaky \(id) deinit (never printed)") }
}

var p: Paragraph? = Paragraph(tag: "p", text: "hello")
print(p!.render())
p = nil

var leak: Leaky? = Leaky(id: 1)
print(leak!.describe())
leak = nil
print("leak variable cleared")

var h: Paragraph? = Paragraph(tag: "h1", text: "Title")
let r = h!.render
print(r())
h = nil
print("end")
// expect: init p
// expect: <p>hello</p>
// expect: deinit p
// expect: Leaky #1
// expect: leak variable cleared
// expect: init h1
// expect: <h1>Title</h1>
// expect: deinit h1
// expect: end
