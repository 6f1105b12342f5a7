// Swift book style: unapplied method references, stored closure properties, and lazy closures
struct Greeter {
    let name: String
    func greet(_ other: String) -> String { "\(name) greets \(other)" }
    func shout() -> String { name.uppercased() + "!" }
}
let greetFn = Greeter.greet
let bob = Greeter(name: "Bob")
print(greetFn(bob)("Ann"))
print(Greeter.shout(bob)())
let people = [Greeter(name: "x"), Greeter(name: "yz")]
print(people.map(Greeter.shout).map { $0() })

let hasSw: (String) -> (String) -> Bool = String.hasPrefix
print(hasSw("swift")("sw"), hasSw("swift")("if"))

struct Button {
    var title: String
    var onTap: (String) -> String = { "tapped \($0)" }
    var isEnabled: () -> Bool = { true }
    func tap() -> String { isEnabled() ? onTap(title) : "\(title) disabled" }
}
var ok = Button(title: "OK")
print(ok.tap())
ok.onTap = { t in "custom handler for \(t)" }
print(ok.tap())
let cancel = Button(title: "Cancel", isEnabled: { false })
print(cancel.tap())

final class Report {
    var lines: [String] = ["a", "b"]
    var buildCount = 0
    lazy var rendered: String = {
        buildCount += 1
        return lines.joined(separator: "+")
    }()
    lazy var formatter: (Int) -> String = { [unowned self] n in "\(self.lines.count):\(n)" }
}
let r = Report()
print(r.buildCount)
print(r.rendered)
r.lines.append("c")
print(r.rendered, r.buildCount)
print(r.formatter(7))

let pipeline: [(Int) -> Int] = [{ $0 + 1 }, { $0 * 10 }, abs, { -$0 }]
print(pipeline.reduce(5) { value, f in f(value) })
print(pipeline.reversed().reduce(5) { value, f in f(value) })
let identity: (Int) -> Int = { $0 }
let composed = pipeline.reduce(identity) { acc, f in { f(acc($0)) } }
print(composed(-3))
// expect: Bob greets Ann
// expect: BOB!
// expect: ["X!", "YZ!"]
// expect: true false
// expect: tapped OK
// expect: custom handler for OK
// expect: Cancel disabled
// expect: 0
// expect: a+b
// expect: a+b 1
// expect: 3:7
// expect: -60
// expect: 51
// expect: -20
