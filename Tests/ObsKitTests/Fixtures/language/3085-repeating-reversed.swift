// Compiler test style: String(repeating:count:), reversed() and palindromes
print(String(repeating: "ab", count: 3))
print(String(repeating: "-", count: 0).isEmpty)
print(String(repeating: Character("*"), count: 5))

let word = "stressed"
print(String(word.reversed()))
let rev = word.reversed()
print(type(of: rev) == ReversedCollection<String>.self)

func isPalindrome(_ s: String) -> Bool {
  let cleaned = s.lowercased().filter { $0.isLetter }
  return cleaned == String(cleaned.reversed())
}
print(isPalindrome("A man, a plan, a canal: Panama"))
print(isPalindrome("Swift"))

// reversing keeps grapheme clusters intact
let accented = "cafe\u{301}!"
print(String(accented.reversed()))
print(String("\u{1F44D}\u{1F3FD}x".reversed()).count)

for n in 1...3 {
  print(String(repeating: " ", count: 3 - n) + String(repeating: "#", count: 2 * n - 1))
}
// expect: ababab
// expect: true
// expect: *****
// expect: desserts
// expect: true
// expect: true
// expect: false
// expect: !éfac
// expect: 2
// expect:   #
// expect:  ###
// expect: #####
