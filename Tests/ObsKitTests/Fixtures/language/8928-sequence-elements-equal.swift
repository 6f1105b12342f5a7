// Apple docs style (Sequence.elementsEqual(_:) / starts(with:)): comparing sequences element by element
let a = 1...3
let b = 1...10
print(a.starts(with: b))
print(b.starts(with: a))
print(b.starts(with: []))

let array = [1, 2, 3]
print(array.elementsEqual(1...3))
print(array.elementsEqual([1, 2]))
print(array.elementsEqual(stride(from: 1, through: 3, by: 1)))

// Comparing with a custom predicate
let names = ["Ana", "BEN", "cal"]
let expected = ["ana", "ben", "CAL"]
print(names.elementsEqual(expected))
print(names.elementsEqual(expected, by: { $0.lowercased() == $1.lowercased() }))

// starts(with:) on strings works per Character
let command = "git commit -m msg"
print(command.starts(with: "git"), command.starts(with: "svn"))

// Prefix-matching a path
func matches(_ path: [String], route: [String]) -> Bool {
    path.starts(with: route, by: { segment, pattern in pattern == "*" || segment == pattern })
}
let path = ["api", "v2", "users", "42"]
for route in [["api"], ["api", "*", "users"], ["api", "v1"], ["api", "v2", "users", "42", "x"]] {
    print(route.joined(separator: "/"), matches(path, route: route))
}

// Lexicographical comparison
print([1, 2, 3].lexicographicallyPrecedes([1, 3]))
print("apple".lexicographicallyPrecedes("apricot"))
print([2, 0].lexicographicallyPrecedes([1, 9, 9]))

// Checking if a sequence is a palindrome
func isPalindrome(_ s: String) -> Bool {
    let letters = s.lowercased().filter { $0.isLetter }
    return letters.elementsEqual(letters.reversed())
}
for phrase in ["Never odd or even", "Swift", "A man, a plan, a canal: Panama"] {
    print(isPalindrome(phrase), phrase)
}

// == on arrays vs elementsEqual across types
let slice = [0, 1, 2, 3][1...]
print(slice.elementsEqual([1, 2, 3]), Array(slice) == [1, 2, 3])

// expect: false
// expect: true
// expect: true
// expect: true
// expect: false
// expect: true
// expect: false
// expect: true
// expect: true false
// expect: api true
// expect: api/*/users true
// expect: api/v1 false
// expect: api/v2/users/42/x false
// expect: true
// expect: true
// expect: false
// expect: true Never odd or even
// expect: false Swift
// expect: true A man, a plan, a canal: Panama
// expect: true true
