// Swift book style (Automatic Reference Counting): closures capturing self in lazy properties, capture lists with unowned and weak self, and value captures at creation time
class Element {
    let name: String
    let text: String?
    lazy var render: () -> String = { [unowned self] in
        if let text = self.text { return "<\(self.name)>\(text)</\(self.name)>" }
        return "<\(self.name) />"
    }
    init(name: String, text: String? = nil) { self.name = name; self.text = text }
    deinit { print("\(name) element released") }
}
var para: Element? = Element(name: "p", text: "hello")
print(para!.render())
para = nil
let br = Element(name: "br")
print(br.render())

class Timer {
    var ticks = 0
    var onTick: (() -> Void)?
    func start() {
        onTick = { [weak self] in
            guard let self else { print("timer gone"); return }
            self.ticks += 1
            print("tick", self.ticks)
        }
    }
    deinit { print("timer released") }
}
var timer: Timer? = Timer()
timer!.start()
let handler = timer!.onTick!
handler()
handler()
timer = nil
handler()

var level = 1
let captured = { [level] in print("captured level", level) }
let live = { print("live level", level) }
level = 5
captured()
live()

func makeAccumulators() -> (add: (Int) -> Void, get: () -> Int) {
    var sum = 0
    return ({ sum += $0 }, { sum })
}
let acc = makeAccumulators()
acc.add(3); acc.add(4)
print(acc.get())
class Holder { var value = "a" }
let h = Holder()
let snapshot = { [value = h.value, weak h] in print(value, h?.value ?? "none") }
h.value = "b"
snapshot()
withExtendedLifetime(br) { print("br still", br.name) }

// expect: <p>hello</p>
// expect: p element released
// expect: <br />
// expect: tick 1
// expect: tick 2
// expect: timer released
// expect: timer gone
// expect: captured level 1
// expect: live level 5
// expect: 7
// expect: a b
// expect: br still br
