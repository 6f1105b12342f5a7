// Blog style (index offsetBy): subscripting a String the Swift way
let greeting = "Hello, playground"
let start = greeting.startIndex
let fifth = greeting.index(start, offsetBy: 4)
print(greeting[fifth])
let afterComma = greeting.index(after: greeting.firstIndex(of: ",")!)
print("[\(greeting[afterComma...])]")
let last = greeting.index(before: greeting.endIndex)
print(greeting[last])
let r = greeting.index(start, offsetBy: 7)..<greeting.index(greeting.endIndex, offsetBy: -6)
print(greeting[r])
extension String {
    subscript(i: Int) -> Character {
        return self[index(startIndex, offsetBy: i)]
    }
}
print(greeting[1], greeting[12])
print(greeting.distance(from: start, to: fifth))
// expect: o
// expect: [ playground]
// expect: d
// expect: play
// expect: e r
// expect: 4
