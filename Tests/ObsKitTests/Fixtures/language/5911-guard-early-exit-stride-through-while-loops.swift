// Swift book style (Control Flow): guard with early exit, stride through and to, while loops, and checking API availability free control transfer
func greet(_ info: [String: String]) {
    guard let name = info["name"] else {
        print("no name given")
        return
    }
    print("hello \(name)")
    guard let city = info["city"], !city.isEmpty else {
        print("city unknown for \(name)")
        return
    }
    print("\(name) lives in \(city)")
}
greet([:])
greet(["name": "Ivo"])
greet(["name": "Ivo", "city": ""])
greet(["name": "Ana", "city": "Porto"])

for tick in stride(from: 0, to: 20, by: 5) { print("to", tick) }
for tick in stride(from: 10, through: 0, by: -4) { print("through", tick) }
print(Array(stride(from: 1.0, through: 2.0, by: 0.25)))

var position = 0
let ladders = [4: 3, 8: -4]
var moves = 0
while position < 9 {
    position += 2
    moves += 1
    if let jump = ladders[position] {
        position += jump
        print("jump to", position)
    }
}
print("finished after", moves)

func firstNegative(_ xs: [Int]) -> Int? {
    for (i, x) in xs.enumerated() {
        guard x < 0 else { continue }
        return i
    }
    return nil
}
print(firstNegative([4, 2, -3, -8]) as Any, firstNegative([1]) as Any)

var total = 0
for n in 1...20 {
    if n % 3 != 0 { continue }
    if n > 15 { break }
    total += n
}
print("total", total)
for _ in 1...3 { print("*", terminator: "") }
print()

// expect: no name given
// expect: hello Ivo
// expect: city unknown for Ivo
// expect: hello Ivo
// expect: city unknown for Ivo
// expect: hello Ana
// expect: Ana lives in Porto
// expect: to 0
// expect: to 5
// expect: to 10
// expect: to 15
// expect: through 10
// expect: through 6
// expect: through 2
// expect: [1.0, 1.25, 1.5, 1.75, 2.0]
// expect: jump to 7
// expect: finished after 3
// expect: Optional(2) nil
// expect: total 45
// expect: ***
