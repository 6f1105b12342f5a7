// Swift book style (Basic Operators): closed, half-open and one-sided ranges, nil-coalescing, ternary choice, tuple comparison and remainder signs
let planets = ["Mercury", "Venus", "Earth", "Mars", "Jupiter"]
for i in 0..<2 { print("inner", planets[i]) }
for i in 3...4 { print("outer", planets[i]) }
print(planets[2...])
print(planets[..<2])
print(planets[...1])

let span = ...5
print(span.contains(-100), span.contains(6))
let from = 10...
print(from.contains(10), from.contains(9))

print(9 % 4, -9 % 4, 9 % -4)
var score = 7
score += 3
score -= 1
score *= 2
print(score)

let givenName: String? = nil
let fallback = "guest"
print(givenName ?? fallback)
let levels: [String: Int] = ["a": 3]
print(levels["a"] ?? 0, levels["z"] ?? 0)

let height = 40
let padded = height + (height > 30 ? 5 : 15)
print(padded)

print((2, "zebra") < (3, "apple"))
print((4, "bee") < (4, "cat"))
print((5, true) == (5, true))
print((1, 2, 3) >= (1, 2, 4))

let unary = -(-score)
print(unary, +score, !true)
let a = true, b = false
print(a && !b || b, (a || b) && !(a && b))
let r = 1..<1
print(r.isEmpty, (1...1).count, (0..<10).lowerBound, (0..<10).upperBound)

// expect: inner Mercury
// expect: inner Venus
// expect: outer Mars
// expect: outer Jupiter
// expect: ["Earth", "Mars", "Jupiter"]
// expect: ["Mercury", "Venus"]
// expect: ["Mercury", "Venus"]
// expect: true false
// expect: true false
// expect: 1 -1 1
// expect: 18
// expect: guest
// expect: 3 0
// expect: 45
// expect: true
// expect: true
// expect: true
// expect: false
// expect: 18 18 false
// expect: true true
// expect: true 1 0 10
