// Swift book style: prefix(while:), drop(while:), prefix/suffix/dropFirst/dropLast
let temps = [12, 14, 17, 21, 19, 25, 11]
print(Array(temps.prefix(while: { $0 < 20 })))
print(Array(temps.drop(while: { $0 < 20 })))
print(Array(temps.prefix(3)), Array(temps.suffix(2)))
print(Array(temps.dropFirst()), Array(temps.dropLast(3)))
print(Array(temps.prefix(100)).count, Array(temps.dropFirst(100)).count)
print(Array(temps.prefix(upTo: 2)), Array(temps.suffix(from: 5)), Array(temps.prefix(through: 1)))

let text = "   indented text"
let trimmed = text.drop(while: { $0 == " " })
print("[\(trimmed)]")
let word = text.drop(while: { $0 == " " }).prefix(while: { $0.isLetter })
print(word, type(of: word))
let digits = "2024-06-15"
let year = digits.prefix(while: { $0.isNumber })
print(Int(year)! + 1)
print(digits.suffix(2), digits.dropFirst(5).prefix(2))

let slice = temps[2...5]
print(slice.startIndex, slice.endIndex)
let sub = slice.drop(while: { $0 < 20 })
print(sub.startIndex, Array(sub))
print(slice.prefix(while: { _ in true }).count)

// expect: [12, 14, 17]
// expect: [21, 19, 25, 11]
// expect: [12, 14, 17] [25, 11]
// expect: [14, 17, 21, 19, 25, 11] [12, 14, 17, 21]
// expect: 7 0
// expect: [12, 14] [25, 11] [12, 14]
// expect: [indented text]
// expect: indented Substring
// expect: 2025
// expect: 15 06
// expect: 2 6
// expect: 3 [21, 19, 25]
// expect: 4
