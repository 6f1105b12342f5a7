// Functions: overloads that differ only by argument labels, chosen at each call site; methods overloaded the same way.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func area(width: Int, height: Int) -> Int { width * height }
func area(side: Int) -> Int { side * side }
func area(radius: Int) -> Int { 3 * radius * radius }
func area(base: Int, height: Int) -> Int { base * height / 2 }
print(area(width: 3, height: 4), area(side: 5), area(radius: 2), area(base: 6, height: 3))
func invite(guest: String) -> String { "Welcome aboard, \(guest)!" }
func invite(guest: String, to event: String) -> String { "Welcome \(guest)! Your seat at \(event) is saved." }
func invite(_ guests: [String]) -> String { "Welcome aboard, " + guests.joined(separator: " and ") + "!" }
print(invite(guest: "Tim"))
print(invite(guest: "Rui", to: "the quiz night"))
print(invite(["Al", "Bo"]))
struct Canvas {
    var log: [String] = []
    mutating func draw(circleAt x: Int) { log.append("circle@\(x)") }
    mutating func draw(lineFrom a: Int, to b: Int) { log.append("line \(a)->\(b)") }
    mutating func draw(text: String) { log.append("text '\(text)'") }
}
var canvas = Canvas()
canvas.draw(circleAt: 4)
canvas.draw(lineFrom: 1, to: 9)
canvas.draw(text: "hi")
print(canvas.log)
let squareArea = area(side:)
let rectangle: (Int, Int) -> Int = area(width:height:)
print(squareArea(7), rectangle(2, 8))
func move(to x: Int) -> String { "move to \(x)" }
func move(by dx: Int) -> String { "move by \(dx)" }
print([move(to: 3), move(by: -1)])

// expect: 12 25 12 9
// expect: Welcome aboard, Tim!
// expect: Welcome Rui! Your seat at the quiz night is saved.
// expect: Welcome aboard, Al and Bo!
// expect: ["circle@4", "line 1->9", "text \'hi\'"]
// expect: 49 16
// expect: ["move to 3", "move by -1"]
