// Basic Operators: comparison operators on numbers, strings and tuples, identity ===, combined logical conditions.
// expected output: swiftc 6.3.1 (Linux), run on this machine
print(1 == 1, 2 != 1, 2 > 1, 1 < 2, 1 >= 1, 2 <= 1)
print("apple" < "banana", "Zebra" < "apple", "a" == "a", "résumé" > "resume")
print((2, "pear") < (3, "apple"))
print((5, "kiwi") < (5, "lime"))
print((7, "fig") == (7, "fig"))
print((1, 2, 3) <= (1, 2, 3), (2.5, true) == (2.5, true))
final class Door { var open = false }
let front = Door()
let alsoFront = front
let back = Door()
print(front === alsoFront, front === back, front !== back)
let hasBadge = true
let faceRecognised = false
let isHoliday = false
let escortedByStaff = true
if hasBadge && faceRecognised || isHoliday || escortedByStaff {
    print("Door opens")
} else {
    print("Door stays shut")
}
if (hasBadge && faceRecognised) || isHoliday {
    print("Door opens again")
} else {
    print("Still shut")
}
let age = 34, member = true
let discount = (age < 18 || age >= 65) ? 50 : (member ? 10 : 0)
print("discount", discount)
print(max(3, 9, 4), min("pear", "fig"), [5, 2, 8].max()!)
print(!(age > 30) == (age <= 30))

// expect: true true true true true false
// expect: true true true true
// expect: true
// expect: true
// expect: true
// expect: true true
// expect: true false true
// expect: Door opens
// expect: Still shut
// expect: discount 10
// expect: 9 fig 8
// expect: true
