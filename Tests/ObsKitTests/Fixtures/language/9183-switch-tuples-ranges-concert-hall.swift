// switch: tuples of remainders, open and closed ranges, value bindings with where, compound and interval cases, optional patterns in tuples, fallthrough
// expected output: swiftc 6.3.1 (Linux), run on this machine
for i in 1...15 {
    switch (i % 3, i % 5) {
    case (0, 0): print("FizzBuzz", terminator: " ")
    case (0, _): print("Fizz", terminator: " ")
    case (_, 0): print("Buzz", terminator: " ")
    default: print(i, terminator: " ")
    }
}
print()
func grade(_ score: Int) -> String {
    switch score {
    case 90...100: return "A"
    case 80..<90: return "B"
    case 70..<80: return "C"
    case 0..<70: return "F"
    case ..<0: return "negative?"
    default: return "bonus!"
    }
}
print([95, 90, 89, 72, 10, -4, 130].map(grade))
// Seats in a concert hall, measured from the centre of the stage front: (across, rows back).
func seatArea(_ seat: (Int, Int)) -> String {
    switch seat {
    case (0, 0): return "conductor's podium"
    case (_, 0): return "orchestra pit"
    case (0, _): return "centre aisle"
    case (-4...4, 1...3): return "front stalls"
    case let (across, back) where across == back: return "left-to-right diagonal, row \(back)"
    case let (across, back) where across == -back: return "right-to-left diagonal"
    case let (across, _) where across > 0: return "house right"
    default: return "house left"
    }
}
for seat in [(0, 0), (6, 0), (0, 9), (-3, 2), (8, 8), (5, -5), (7, 12), (-7, 12)] {
    print(seat, "->", seatArea(seat))
}
let keyPressed: Character = "7"
switch keyPressed {
case "0"..."9": print("\(keyPressed) is a digit")
case "a"..."z", "A"..."Z": print("\(keyPressed) is a letter")
default: print("\(keyPressed) is a symbol")
}
for httpStatus in [204, 302, 404, 418, 503] {
    switch httpStatus {
    case 200..<300: print(httpStatus, "success")
    case 301, 302, 307: print(httpStatus, "redirect")
    case 400..<500 where httpStatus == 404: print(httpStatus, "not found")
    case 400..<500: print(httpStatus, "client error")
    default: print(httpStatus, "server error")
    }
}
let temperature = 23.5
let feel: String
switch temperature {
case ..<0: feel = "freezing"
case 0..<15: feel = "cold"
case 15..<25: feel = "pleasant"
default: feel = "hot"
}
print(feel)
let login: (user: String?, attempts: Int) = ("kim", 4)
switch login {
case (nil, _): print("anonymous")
case (let name?, 0...3): print("welcome \(name)")
case (let name?, let n): print("\(name) locked after \(n) attempts")
}
for n in [5, 6, 7] {
    var fallthroughLog: [String] = []
    switch n {
    case 5: fallthroughLog.append("five"); fallthrough
    case 6: fallthroughLog.append("six-or-after-five")
    default: fallthroughLog.append("default")
    }
    print(n, fallthroughLog)
}
// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz 
// expect: ["A", "A", "B", "C", "F", "negative?", "bonus!"]
// expect: (0, 0) -> conductor's podium
// expect: (6, 0) -> orchestra pit
// expect: (0, 9) -> centre aisle
// expect: (-3, 2) -> front stalls
// expect: (8, 8) -> left-to-right diagonal, row 8
// expect: (5, -5) -> right-to-left diagonal
// expect: (7, 12) -> house right
// expect: (-7, 12) -> house left
// expect: 7 is a digit
// expect: 204 success
// expect: 302 redirect
// expect: 404 not found
// expect: 418 client error
// expect: 503 server error
// expect: pleasant
// expect: kim locked after 4 attempts
// expect: 5 ["five", "six-or-after-five"]
// expect: 6 ["six-or-after-five"]
// expect: 7 ["default"]
