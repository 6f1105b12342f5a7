// Compiler test style: contains(where:), contains(_:), filter and allSatisfy on strings
let password = "Secr3t!pass"
print(password.contains(where: { $0.isNumber }))
print(password.contains(where: { $0.isWhitespace }))
print(password.contains("!"))
print(password.contains("pass"))
print(password.allSatisfy { $0.isASCII })

let digits = password.filter { $0.isNumber }
print(digits, type(of: digits))
let noVowels = "programming language".filter { !"aeiou".contains($0) }
print(noVowels)

let upperCount = password.filter(\.isUppercase).count
print(upperCount)
print("".contains(where: { _ in true }))
print("hello".first(where: { $0 > "h" })!)
print("hello".lastIndex(of: "l").map { "hello".distance(from: "hello".startIndex, to: $0) }!)
// expect: true
// expect: false
// expect: true
// expect: true
// expect: true
// expect: 3 String
// expect: prgrmmng lngg
// expect: 1
// expect: false
// expect: l
// expect: 3
