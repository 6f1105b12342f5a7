// switch-tuples-ranges
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
func classify(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0): return "origin"
    case (_, 0): return "on x-axis"
    case (0, _): return "on y-axis"
    case (-2...2, -2...2): return "inside the box"
    case let (x, y) where x == y: return "on the diagonal at \(x)"
    case let (x, y) where x == -y: return "on the anti-diagonal"
    case let (x, _) where x > 0: return "right half"
    default: return "somewhere left"
    }
}
for p in [(0, 0), (5, 0), (0, -3), (1, 2), (7, 7), (4, -4), (9, 1), (-9, 1)] {
    print(p, "->", classify(p))
}
let char: Character = "e"
switch char {
case "a", "e", "i", "o", "u": print("\(char) is a vowel")
case "a"..."z": print("\(char) is a consonant")
default: print("not a lowercase letter")
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
// expect: (0, 0) -> origin
// expect: (5, 0) -> on x-axis
// expect: (0, -3) -> on y-axis
// expect: (1, 2) -> inside the box
// expect: (7, 7) -> on the diagonal at 7
// expect: (4, -4) -> on the anti-diagonal
// expect: (9, 1) -> right half
// expect: (-9, 1) -> somewhere left
// expect: e is a vowel
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
