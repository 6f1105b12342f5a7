// Swift book style (closures and ARC): a lazy closure property capturing self strongly leaks, [unowned self] and [weak self] let deinit run
class HTMLElement {
    let name: String
    let text: String?
    lazy var asHTML: () -> String = { [unowned self] in
        if let text = self.text {
            return "<\(self.name)>\(text)</\(self.name)>"
        }
        return "<\(self.name) />"
    }
    init(name: String, text: String? = nil) {
        self.name = name
        self.text = text
    }
    deinit { print("\(name) is being deinitialized") }
}

class Leaky {
    let tag: String
    var action: (() -> Void)?
    init(tag: String) { self.tag = tag }
    func arm() { action = { print("leaky \(self.tag)") } }
    deinit { print("Leaky \(tag) deinit") }
}

class Careful {
    let tag: String
    var action: (() -> Void)?
    init(tag: String) { self.tag = tag }
    func arm() {
        action = { [weak self] in
            print("careful \(self?.tag ?? "gone")")
        }
    }
    deinit { print("Careful \(tag) deinit") }
}

func demo() {
    var p: HTMLElement? = HTMLElement(name: "p", text: "hello")
    print(p!.asHTML())
    p = nil

    var leak: Leaky? = Leaky(tag: "L")
    leak!.arm()
    leak!.action?()
    leak = nil
    print("Leaky set to nil (no deinit expected)")

    var care: Careful? = Careful(tag: "C")
    care!.arm()
    let kept = care!.action!
    kept()
    care = nil
    kept()
}
demo()
let br = HTMLElement(name: "br")
print(br.asHTML())
print("end")

// expect: <p>hello</p>
// expect: p is being deinitialized
// expect: leaky L
// expect: Leaky set to nil (no deinit expected)
// expect: careful C
// expect: Careful C deinit
// expect: careful gone
// expect: <br />
// expect: end
