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

// A parcel label needs a recipient; the locker number is optional.
func printLabel(_ parcel: [String: String]) {
    guard let recipient = parcel["to"] else {
        print("Parcel has no recipient, returned to sender")
        return
    }
    print("Parcel for \(recipient)")
    guard let locker = parcel["locker"] else {
        print("  Deliver to the front desk.")
        return
    }
    print("  Deliver to locker \(locker).")
}
printLabel(["to": "Priya"])
printLabel(["to": "Tomas", "locker": "B12"])
printLabel([:])

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
// expect: Parcel for Priya
// expect:   Deliver to the front desk.
// expect: Parcel for Tomas
// expect:   Deliver to locker B12.
// expect: Parcel has no recipient, returned to sender
// expect: n = 243
// expect: 0 5 10 15 
// expect: 3,2,1,0,
// expect: countdown 3
// expect: countdown 1
