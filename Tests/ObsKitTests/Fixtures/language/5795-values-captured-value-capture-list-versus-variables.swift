// Compiler test style (closure capture lists): values captured by value in a capture list versus variables captured by reference
var counter = 1
let byRef = { "byRef sees \(counter)" }
let byValue = { [counter] in "byValue sees \(counter)" }
counter = 2
print(byRef())
print(byValue())

var handlers: [() -> Int] = []
for i in 0..<3 {
    var local = i * 10
    handlers.append { [local] in local + 1 }
    local += 5
    handlers.append { local }
}
print(handlers.map { $0() })

struct Point { var x: Int; var y: Int }
var p = Point(x: 1, y: 2)
let snapshot = { [p] in "snap \(p.x),\(p.y)" }
let live = { "live \(p.x),\(p.y)" }
p.x = 100
print(snapshot(), "|", live())

class Box { var value: Int; init(_ v: Int) { value = v } }
var box = Box(1)
let capturedBox = { [box] in "captured box \(box.value)" }
box.value = 5
box = Box(99)
print(capturedBox(), "| current", box.value)

let a = 3, b = 4
let renamed = { [sum = a + b, product = a * b] in "sum=\(sum) product=\(product)" }
print(renamed())

func makeAdders() -> [(Int) -> Int] {
    var adders: [(Int) -> Int] = []
    var step = 1
    while step <= 3 {
        adders.append { [step] x in x + step }
        step += 1
    }
    adders.append { x in x + step }
    return adders
}
print(makeAdders().map { $0(10) })

var text = "start"
let appendLater = { [text] (suffix: String) -> String in text + suffix }
text = "changed"
print(appendLater("!"), text)

var log: [String] = []
let logger = { (msg: String) in log.append(msg) }
logger("one"); logger("two")
print(log)

// expect: byRef sees 2
// expect: byValue sees 1
// expect: [1, 5, 11, 15, 21, 25]
// expect: snap 1,2 | live 100,2
// expect: captured box 5 | current 99
// expect: sum=7 product=12
// expect: [11, 12, 13, 14]
// expect: start! changed
// expect: ["one", "two"]
