// Swift Evolution style (SE-0439 trailing commas in comma-separated lists): trailing commas after the last parameter, argument, tuple element, generic parameter, capture, collection literal and enum associated value
func makeLabel(
    text: String,
    size: Int = 12,
    bold: Bool = false,
) -> String {
    "\(bold ? "**" : "")\(text)@\(size)\(bold ? "**" : "")"
}

print(makeLabel(text: "title", size: 20, bold: true,))
print(makeLabel(
    text: "body",
))

let point = (
    x: 3,
    y: 4,
)
print(point.x + point.y, point)

struct Pair<
    First,
    Second,
> {
    var first: First
    var second: Second
}
let pair = Pair<Int, String,>(first: 1, second: "one",)
print(pair.first, pair.second)

enum Event {
    case move(
        dx: Int,
        dy: Int,
    )
    case tap
}
let events: [Event] = [.move(dx: 1, dy: 2,), .tap, .move(dx: -1, dy: 0,),]
for e in events {
    switch e {
    case .move(let dx, let dy,): print("move", dx, dy)
    case .tap: print("tap")
    }
}

var counter = 10
let snapshot = { [counter, point,] in
    "captured \(counter) and \(point.x)"
}
counter = 99
print(snapshot())

let maybeA: Int? = 5
let maybeB: Int? = 7
if let a = maybeA,
   let b = maybeB,
   a < b
{
    print("both present", a + b)
}

func check(_ n: Int) -> String {
    guard n > 0,
          n < 100
    else { return "out of range \(n)" }
    return "ok \(n)"
}
print(check(50), check(500))

let matrix = [
    [1, 2,],
    [3, 4,],
]
let lookup = [
    "a": 1,
    "b": 2,
]
print(matrix, lookup.sorted { $0.key < $1.key }.map(\.value))

// expect: **title@20**
// expect: body@12
// expect: 7 (x: 3, y: 4)
// expect: 1 one
// expect: move 1 2
// expect: tap
// expect: move -1 0
// expect: captured 10 and 3
// expect: both present 12
// expect: ok 50 out of range 500
// expect: [[1, 2], [3, 4]] [1, 2]
