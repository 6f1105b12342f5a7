// App code style: reversing words, vowels and segments of strings
func reverseWords(_ s: String) -> String {
    s.split(separator: " ").reversed().joined(separator: " ")
}
print(reverseWords("  the sky   is blue "))

func reverseEachWord(_ s: String) -> String {
    s.split(separator: " ", omittingEmptySubsequences: false)
        .map { String($0.reversed()) }
        .joined(separator: " ")
}
print(reverseEachWord("Let's take  LeetCode contest"))

func reverseVowels(_ s: String) -> String {
    var chars = Array(s)
    let vowels: Set<Character> = ["a", "e", "i", "o", "u", "A", "E", "I", "O", "U"]
    var i = 0
    var j = chars.count - 1
    while i < j {
        while i < j && !vowels.contains(chars[i]) { i += 1 }
        while i < j && !vowels.contains(chars[j]) { j -= 1 }
        chars.swapAt(i, j)
        i += 1
        j -= 1
    }
    return String(chars)
}
print(reverseVowels("hello"), reverseVowels("leetcode"), reverseVowels("AEIOUxyz"))

func reverseOnlyLetters(_ s: String) -> String {
    var letters = s.filter { $0.isLetter }
    var out = ""
    for c in s {
        if c.isLetter {
            out.append(letters.removeLast())
        } else {
            out.append(c)
        }
    }
    return out
}
print(reverseOnlyLetters("a-bC-dEf-ghIj"), reverseOnlyLetters("Test1ng-Leet=code-Q!"))

func reverseChunks(_ s: String, k: Int) -> String {
    var chars = Array(s)
    var start = 0
    while start < chars.count {
        let end = min(start + k, chars.count)
        chars[start..<end].reverse()
        start += 2 * k
    }
    return String(chars)
}
print(reverseChunks("abcdefg", k: 2), reverseChunks("abcd", k: 4))

let sentence = "Swift strings are collections"
let reversedCollection = sentence.reversed()
print(String(reversedCollection.prefix(11)))
print(sentence.reversed().filter { $0 != " " }.count)
print(Array(sentence.split(separator: " ").reversed().map { $0.count }))

var mirrored = ""
for word in sentence.split(separator: " ") {
    mirrored += String(word.first!) + String(word.dropFirst().reversed())
    mirrored += " "
}
print(mirrored.dropLast())

let pig = sentence.lowercased().split(separator: " ").map { word -> String in
    let vowels = "aeiou"
    if let first = word.first, vowels.contains(first) {
        return word + "way"
    }
    let consonants = word.prefix(while: { !vowels.contains($0) })
    return word.dropFirst(consonants.count) + consonants + "ay"
}
print(pig.joined(separator: " "))

let numbers = "1,2,3,4,5"
print(String(numbers.reversed()), numbers.split(separator: ",").reversed().joined(separator: "<"))
var idx = sentence.endIndex
var lastWord = ""
while idx > sentence.startIndex {
    let prev = sentence.index(before: idx)
    if sentence[prev] == " " { break }
    lastWord.insert(sentence[prev], at: lastWord.startIndex)
    idx = prev
}
print(lastWord, lastWord.count)

// expect: blue is sky the
// expect: s'teL ekat  edoCteeL tsetnoc
// expect: holle leotcede UOIEAxyz
// expect: j-Ih-gfE-dCba Qedo1ct-eeLg=ntse-T!
// expect: bacdfeg dcba
// expect: snoitcelloc
// expect: 26
// expect: [11, 3, 7, 5]
// expect: Stfiw ssgnirt aer csnoitcello
// expect: iftsway ingsstray areway ollectionscay
// expect: 5,4,3,2,1 5<4<3<2<1
// expect: collections 11
