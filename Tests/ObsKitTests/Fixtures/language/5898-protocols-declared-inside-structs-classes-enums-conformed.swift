// Swift Evolution style (SE-0404 nested protocols): protocols declared inside structs, classes and enums, conformed to from outside and used as constraints and existentials
struct Editor {
    protocol Plugin {
        var name: String { get }
        func process(_ text: String) -> String
    }

    var plugins: [any Plugin] = []

    mutating func install(_ plugin: some Plugin) { plugins.append(plugin) }

    func run(_ text: String) -> String {
        plugins.reduce(text) { result, plugin in
            let out = plugin.process(result)
            print("  \(plugin.name): \(out)")
            return out
        }
    }
}

struct Uppercase: Editor.Plugin {
    let name = "upper"
    func process(_ text: String) -> String { text.uppercased() }
}
struct Exclaim: Editor.Plugin {
    var count: Int
    var name: String { "exclaim\(count)" }
    func process(_ text: String) -> String { text + String(repeating: "!", count: count) }
}

var editor = Editor()
editor.install(Uppercase())
editor.install(Exclaim(count: 2))
print(editor.run("hello"))

final class Network {
    protocol Delegate: AnyObject {
        func didReceive(_ bytes: Int)
    }
    weak var delegate: (any Delegate)?
    func simulate(_ chunks: [Int]) { chunks.forEach { delegate?.didReceive($0) } }
}

final class Monitor: Network.Delegate {
    var total = 0
    func didReceive(_ bytes: Int) {
        total += bytes
        print("received \(bytes), total \(total)")
    }
}
let net = Network()
let monitor = Monitor()
net.delegate = monitor
net.simulate([10, 20, 5])

enum Geometry {
    protocol Shape { func area() -> Double }
    struct Rect: Shape { var w, h: Double; func area() -> Double { w * h } }
    struct Circle: Shape { var r: Double; func area() -> Double { 3 * r * r } }
    static func total(_ shapes: [any Shape]) -> Double { shapes.map { $0.area() }.reduce(0, +) }
}
struct Triangle: Geometry.Shape { var b, h: Double; func area() -> Double { b * h / 2 } }

func biggest<S: Geometry.Shape>(_ shapes: [S]) -> Double { shapes.map { $0.area() }.max() ?? 0 }
print(Geometry.total([Geometry.Rect(w: 2, h: 3), Geometry.Circle(r: 1), Triangle(b: 4, h: 5)]))
print(biggest([Triangle(b: 1, h: 1), Triangle(b: 6, h: 2)]))
print(Uppercase() is any Editor.Plugin, (Geometry.Rect(w: 1, h: 1) as Any) is any Geometry.Shape)

// expect:   upper: HELLO
// expect:   exclaim2: HELLO!!
// expect: HELLO!!
// expect: received 10, total 10
// expect: received 20, total 30
// expect: received 5, total 35
// expect: 19.0
// expect: 6.0
// expect: true true
