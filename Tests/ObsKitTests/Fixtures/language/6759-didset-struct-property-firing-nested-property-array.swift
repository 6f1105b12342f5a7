// Advanced Swift style (property observers): didSet on a struct property firing when a nested property or an array element changes
struct Dimensions {
    var width: Int
    var height: Int
}

struct Canvas {
    var size = Dimensions(width: 10, height: 5) {
        willSet { print("size will change from \(size.width)x\(size.height)") }
        didSet { print("size did change to \(size.width)x\(size.height)") }
    }
    var layers: [String] = ["base"] {
        didSet { print("layers: \(oldValue.count) -> \(layers.count) \(layers)") }
    }
}

var canvas = Canvas()
canvas.size.width = 20
canvas.size.height += 1
canvas.layers.append("sketch")
canvas.layers[0] = "paper"
canvas.layers[1].append("2")
print("--")
canvas.layers.sort()
canvas.layers.removeAll { $0.hasPrefix("p") }

func grow(_ d: inout Dimensions) {
    d.width += 1
    d.height += 1
    d.width += 1
}
print("--")
grow(&canvas.size)
print(canvas.size.width, canvas.size.height)

var observedCount = 0
var counter = 0 {
    didSet { observedCount += 1 }
}
for _ in 0..<4 { counter += 2 }
print(counter, observedCount)

// expect: size will change from 10x5
// expect: size did change to 20x5
// expect: size will change from 20x5
// expect: size did change to 20x6
// expect: layers: 1 -> 2 ["base", "sketch"]
// expect: layers: 2 -> 2 ["paper", "sketch"]
// expect: layers: 2 -> 2 ["paper", "sketch2"]
// expect: --
// expect: layers: 2 -> 2 ["paper", "sketch2"]
// expect: layers: 2 -> 1 ["sketch2"]
// expect: --
// expect: size will change from 20x6
// expect: size did change to 22x7
// expect: 22 7
// expect: 8 4
