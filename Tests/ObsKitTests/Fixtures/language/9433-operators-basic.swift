// Assignment, arithmetic, remainder, comparison, ternary and logical operators (expected output from swiftc 6.3.1 on Linux)
let (width, height) = (16, 9)
print("area:", width * height)
print(17 / 5, 17 % 5, -17 % 5, 17 % -5)
print(7.5 / 2, 1 + 2 * 3 - 4)
print("con" + "cat" + "enation")

let temperature = -4
let flipped = -temperature
let same = +temperature
print(flipped, same)

var score = 10
score += 5
score -= 3
score *= 4
score /= 6
print("score:", score)

print(3 == 3, 3 != 4, 2 > 5, 2 < 5, 5 >= 5, 4 <= 3)
print("apple" < "banana", "Zebra" < "apple")

let lives = 0
let status = lives > 0 ? "playing" : "game over"
print(status)
let isPremium = false
let uploadLimitMB = 250 * (isPremium ? 8 : 1)
print("upload limit:", uploadLimitMB)

let hasLiftPass = true
let isTallEnough = false
let withGuardian = true
print(!hasLiftPass, hasLiftPass && isTallEnough, hasLiftPass || isTallEnough)
if hasLiftPass && (isTallEnough || withGuardian) {
    print("may ride the chairlift")
} else {
    print("please wait at the bottom")
}

var evaluated: [String] = []
func check(_ name: String, _ result: Bool) -> Bool {
    evaluated.append(name)
    return result
}
_ = check("a", false) && check("b", true)
_ = check("c", true) || check("d", true)
_ = check("e", false) || check("f", true)
print("evaluated:", evaluated.joined(separator: ","))

let values = [3, 8, 1, 9, 4]
var evens = 0, odds = 0
for v in values {
    if v % 2 == 0 { evens += 1 } else { odds += 1 }
}
print("evens \(evens), odds \(odds)")

let a = 7, b = 3
print("precedence:", a + b * 2, (a + b) * 2, a - b - 1, a * b % 4)
print(Double(a) / Double(b) > 2.3)
let identical = (a == 7) == (b == 3)
print("identical:", identical)

// expect: area: 144
// expect: 3 2 -2 2
// expect: 3.75 3
// expect: concatenation
// expect: 4 -4
// expect: score: 8
// expect: true true false true true false
// expect: true true
// expect: game over
// expect: upload limit: 250
// expect: false false true
// expect: may ride the chairlift
// expect: evaluated: a,c,e,f
// expect: evens 2, odds 3
// expect: precedence: 13 20 3 1
// expect: true
// expect: identical: true
