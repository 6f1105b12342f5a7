// Swift book style (Basic Operators): arithmetic, remainder, compound assignment, comparisons, ranges, logic
let x = 9 % 4
let y = -9 % 4
print(x, y)
var pot = 10
pot += 5
pot -= 2
pot *= 3
print(pot)
print(1 == 1, 2 != 1, 3 > 2, 1 < 2, 1 >= 1, 2 <= 1)
print((1, "zebra") < (2, "apple"))
print((3, "apple") < (3, "bird"))
print((4, "dog") == (4, "dog"))
let height = 40
let rowHeight = height + (true ? 50 : 20)
print(rowHeight)
let userColor: String? = nil
let defaultColor = "teal"
print(userColor ?? defaultColor)
for i in 1...3 { print("closed \(i)") }
let names = ["Ada", "Bo", "Cy", "Di"]
for i in 0..<names.count { print("\(i): \(names[i])") }
for n in names[2...] { print("from2 \(n)") }
for n in names[..<2] { print("upto2 \(n)") }
let range = ...5
print(range.contains(7), range.contains(-1))
let hasKey = true
let knowsCode = false
let overridden = true
if hasKey && knowsCode || overridden {
    print("Welcome!")
} else {
    print("ACCESS DENIED")
}
print(!hasKey)
let minusSix = -6
let alsoMinus = +minusSix
print(-minusSix, alsoMinus)
print(7 / 2, 7.0 / 2)
// expect: 1 -1
// expect: 39
// expect: true true true true true false
// expect: true
// expect: true
// expect: true
// expect: 90
// expect: teal
// expect: closed 1
// expect: closed 2
// expect: closed 3
// expect: 0: Ada
// expect: 1: Bo
// expect: 2: Cy
// expect: 3: Di
// expect: from2 Cy
// expect: from2 Di
// expect: upto2 Ada
// expect: upto2 Bo
// expect: false true
// expect: Welcome!
// expect: false
// expect: 6 -6
// expect: 3 3.5
