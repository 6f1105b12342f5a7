// Advanced Swift style (Functions): closures capture variables, not values; capture lists copy values at creation time
var counter = 0
let readLive = { counter }
let readCopy = { [counter] in counter }
counter = 5
print(readLive(), readCopy())

func makeCounters() -> (inc: () -> Int, get: () -> Int) {
    var n = 0
    return ({ n += 1; return n }, { n })
}
let (inc, get) = makeCounters()
_ = inc(); _ = inc()
print(get())
let (inc2, get2) = makeCounters()
print(inc2(), get2(), get())

var handlers: [() -> String] = []
for i in 1...3 {
    handlers.append { "loop \(i)" }
}
var j = 0
while j < 3 {
    j += 1
    handlers.append { "while \(j)" }
}
print(handlers.map { $0() })

class Ref { var value = 1 }
var ref = Ref()
let captureRef = { [ref] in ref.value }
ref.value = 2
print(captureRef())
ref = Ref()
print(captureRef(), ref.value)

var message = "hello"
let captured = { [message] in message.uppercased() }
let live = { message.uppercased() }
message = "bye"
print(captured(), live())

func accumulate() -> (Int) -> Int {
    var sum = 0
    return { x in
        sum += x
        return sum
    }
}
let acc = accumulate()
print([1, 2, 3, 4].map(acc))
let acc2 = acc
print(acc2(100), acc(0))
var x = 10
let renamed = { [y = x * 2] in y + x }
x = 1
print(renamed())

// expect: 5 0
// expect: 2
// expect: 1 1 2
// expect: ["loop 1", "loop 2", "loop 3", "while 3", "while 3", "while 3"]
// expect: 2
// expect: 2 1
// expect: HELLO BYE
// expect: [1, 3, 6, 10]
// expect: 110 110
// expect: 21
