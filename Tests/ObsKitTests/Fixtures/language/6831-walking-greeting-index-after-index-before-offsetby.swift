// Swift book style (String.Index arithmetic): walking a greeting with index(after:), index(before:), offsetBy and limitedBy
let greeting = "Guten Tag!"

func charAt(_ s: String, _ offset: Int) -> Character? {
    guard let idx = s.index(s.startIndex, offsetBy: offset, limitedBy: s.endIndex),
          idx != s.endIndex else { return nil }
    return s[idx]
}

print(greeting[greeting.startIndex])
print(greeting[greeting.index(before: greeting.endIndex)])
print(greeting[greeting.index(after: greeting.startIndex)])
let seventh = greeting.index(greeting.startIndex, offsetBy: 7)
print(greeting[seventh])

for offset in [0, 3, 9, 10, 42] {
    if let c = charAt(greeting, offset) {
        print("offset \(offset): \(c)")
    } else {
        print("offset \(offset): out of range")
    }
}

var spaced = ""
for index in greeting.indices {
    spaced.append(greeting[index])
    if index != greeting.index(before: greeting.endIndex) {
        spaced.append(" ")
    }
}
print(spaced)

var welcome = "hello"
welcome.insert("!", at: welcome.endIndex)
welcome.insert(contentsOf: " there", at: welcome.index(before: welcome.endIndex))
print(welcome)
welcome.remove(at: welcome.index(before: welcome.endIndex))
print(welcome)
let range = welcome.index(welcome.endIndex, offsetBy: -6)..<welcome.endIndex
welcome.removeSubrange(range)
print(welcome, welcome.count)

let distance = greeting.distance(from: greeting.startIndex, to: seventh)
print("distance to T:", distance)
let back = greeting.index(greeting.endIndex, offsetBy: -4)
print(greeting[back...])
print(greeting[..<back])

// expect: G
// expect: !
// expect: u
// expect: a
// expect: offset 0: G
// expect: offset 3: e
// expect: offset 9: !
// expect: offset 10: out of range
// expect: offset 42: out of range
// expect: G u t e n   T a g !
// expect: hello there!
// expect: hello there
// expect: hello 5
// expect: distance to T: 7
// expect: Tag!
// expect: Guten 
