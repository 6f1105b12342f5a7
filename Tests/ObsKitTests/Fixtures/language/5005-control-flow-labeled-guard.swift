// Control flow: labeled loops with break/continue, guard, repeat-while, stride
// expected output: swiftc 6.3.1 (Linux), run on this machine
let board = [
    [1, 2, 3, 4],
    [5, -1, 7, 8],
    [9, 10, 11, 12],
]
var total = 0
outer: for row in board {
    for value in row {
        if value < 0 {
            print("negative found, skipping rest of row")
            continue outer
        }
        if value > 10 {
            print("too big: \(value)")
            break outer
        }
        total += value
    }
}
print("total = \(total)")

func greet(_ person: [String: String]) {
    guard let name = person["name"] else {
        print("No name given")
        return
    }
    print("Hello \(name)!")
    guard let city = person["city"] else {
        print("  Hope the weather is nice near you.")
        return
    }
    print("  Hope the weather is nice in \(city).")
}
greet(["name": "Ana"])
greet(["name": "Ben", "city": "Oslo"])
greet([:])

var n = 1
repeat {
    n *= 3
} while n < 100
print("n = \(n)")

for tick in stride(from: 0, to: 20, by: 5) { print(tick, terminator: " ") }
print()
for tick in stride(from: 3, through: 0, by: -1) { print(tick, terminator: ",") }
print()
var countdown = 3
while countdown > 0 {
    defer { countdown -= 1 }
    if countdown == 2 { continue }
    print("countdown \(countdown)")
}
// expect: negative found, skipping rest of row
// expect: too big: 11
// expect: total = 34
// expect: Hello Ana!
// expect:   Hope the weather is nice near you.
// expect: Hello Ben!
// expect:   Hope the weather is nice in Oslo.
// expect: No name given
// expect: n = 243
// expect: 0 5 10 15 
// expect: 3,2,1,0,
// expect: countdown 3
// expect: countdown 1
