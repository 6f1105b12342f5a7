// Loops, switch with patterns, labeled statements, guard
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A board game where a spinner moves you along a riverbank; bridges push you ahead, rapids drag you back.
let lastTile = 20
var jumps = [Int](repeating: 0, count: lastTile + 1)
jumps[2] = 5; jumps[5] = 7; jumps[8] = 3
jumps[11] = -3; jumps[15] = -9; jumps[18] = -4
var tile = 0
var spin = 0
var moves = 0
crossing: while tile != lastTile {
    spin = spin % 4 + 1
    moves += 1
    switch tile + spin {
    case lastTile:
        break crossing
    case let target where target > lastTile:
        continue crossing
    default:
        tile += spin
        tile += jumps[tile]
    }
}
print("Reached the far bank after \(moves) spins")

func comfort(_ reading: (temp: Int, humidity: Int)) -> String {
    switch reading {
    case (21, 50): return "perfect"
    case (_, 50): return "ideal humidity"
    case (21, _): return "ideal temperature"
    case (18...24, 40...60): return "comfortable"
    case let (t, h) where h > t * 3: return "muggy"
    default: return "uncomfortable"
    }
}
for r in [(21, 50), (30, 50), (21, 80), (19, 45), (25, 90), (35, 20)] {
    print("\(r) is \(comfort(r))")
}

let commentCount = 340
let howMany: String
switch commentCount {
case 0: howMany = "no"
case 1..<10: howMany = "a couple of"
case 10..<100: howMany = "plenty of"
case 100..<1000: howMany = "hundreds of"
default: howMany = "countless"
}
print("There are \(howMany) comments.")

for minute in stride(from: 0, to: 90, by: 30) {
    print("minute \(minute)", terminator: ";")
}
print()

func checkout(_ basket: [String: String]) {
    guard let card = basket["card"] else {
        print("Please add a payment card")
        return
    }
    print("Paying with card ending \(card)")
    guard let coupon = basket["coupon"] else {
        print("No coupon applied.")
        return
    }
    print("Coupon \(coupon) applied.")
}
checkout(["card": "4412"])
checkout(["card": "0931", "coupon": "SPRING10"])
checkout([:])

var stack = 1
repeat { stack *= 4 } while stack < 50; print("repeat ended at \(stack)")
let mark: Character = "?"
switch mark {
case ".", "!", "?": print("\(mark) ends a sentence"); fallthrough
default: print("done checking")
}
// expect: Reached the far bank after 13 spins
// expect: (21, 50) is perfect
// expect: (30, 50) is ideal humidity
// expect: (21, 80) is ideal temperature
// expect: (19, 45) is comfortable
// expect: (25, 90) is muggy
// expect: (35, 20) is uncomfortable
// expect: There are hundreds of comments.
// expect: minute 0;minute 30;minute 60;
// expect: Paying with card ending 4412
// expect: No coupon applied.
// expect: Paying with card ending 0931
// expect: Coupon SPRING10 applied.
// expect: Please add a payment card
// expect: repeat ended at 64
// expect: ? ends a sentence
// expect: done checking
