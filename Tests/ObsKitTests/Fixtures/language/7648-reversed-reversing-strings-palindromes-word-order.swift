// Blog style (reversed): reversing strings, palindromes and word order
let word = "stressed"
print(String(word.reversed()))
func isPalindrome(_ s: String) -> Bool {
    let cleaned = s.lowercased().filter { $0.isLetter || $0.isNumber }
    return cleaned == String(cleaned.reversed())
}
for candidate in ["A man, a plan, a canal: Panama", "Swift", "No 'x' in Nixon", "Was it a car or a cat I saw?"] {
    print(isPalindrome(candidate), candidate)
}
let sentence = "one two three four"
print(sentence.split(separator: " ").reversed().joined(separator: " "))
let emoji = "ab🇨🇦é👍🏻"
print(String(emoji.reversed()))
print(type(of: word.reversed()))
let rev = word.reversed()
print(rev.first!, rev.count)
// expect: desserts
// expect: true A man, a plan, a canal: Panama
// expect: false Swift
// expect: true No 'x' in Nixon
// expect: true Was it a car or a cat I saw?
// expect: four three two one
// expect: 👍🏻é🇨🇦ba
// expect: ReversedCollection<String>
// expect: d 8
