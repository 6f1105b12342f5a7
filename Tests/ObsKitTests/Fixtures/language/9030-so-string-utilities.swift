// Stack Overflow string helpers: capitalize first letter, camelCase to snake_case, palindromes, word counts
// expected output: swiftc 6.3.1 (Linux), run on this machine
extension String {
    var capitalizingFirstLetter: String {
        prefix(1).uppercased() + dropFirst()
    }

    var snakeCased: String {
        var result = ""
        for (i, ch) in enumerated() {
            if ch.isUppercase {
                if i > 0 { result.append("_") }
                result.append(contentsOf: ch.lowercased())
            } else {
                result.append(ch)
            }
        }
        return result
    }

    var camelCased: String {
        let parts = split(separator: "_")
        guard let first = parts.first else { return self }
        return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    var isPalindrome: Bool {
        let cleaned = lowercased().filter { $0.isLetter || $0.isNumber }
        return cleaned == String(cleaned.reversed())
    }

    subscript(i: Int) -> Character {
        self[index(startIndex, offsetBy: i)]
    }

    subscript(r: Range<Int>) -> Substring {
        let lo = index(startIndex, offsetBy: r.lowerBound)
        let hi = index(lo, offsetBy: r.count)
        return self[lo..<hi]
    }

    func wordCounts() -> [(String, Int)] {
        let words = lowercased().split { !$0.isLetter && $0 != "'" }.map(String.init)
        return Dictionary(words.map { ($0, 1) }, uniquingKeysWith: +)
            .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    }
}

print("hello world".capitalizingFirstLetter)
print(["userID", "firstName", "htmlParser", "x"].map(\.snakeCased))
print(["user_id", "first_name", "already"].map(\.camelCased))
for s in ["A man, a plan, a canal: Panama", "race a car", "Was it a car or a cat I saw?", ""] {
    print("\"\(s)\" palindrome? \(s.isPalindrome)")
}
let word = "Swift Programming"
print(word[0], word[6], word[6..<13])
let text = "The quick brown fox. The lazy dog! The fox's den, the end."
for (w, c) in text.wordCounts().prefix(4) {
    print(w, c)
}
print(String("stressed".reversed()), "tacocat".count, "naïve café".unicodeScalars.count)
let vowels = "Programming in Swift".lowercased().filter { "aeiou".contains($0) }
print(vowels, vowels.count)
// expect: Hello world
// expect: ["user_i_d", "first_name", "html_parser", "x"]
// expect: ["userId", "firstName", "already"]
// expect: "A man, a plan, a canal: Panama" palindrome? true
// expect: "race a car" palindrome? false
// expect: "Was it a car or a cat I saw?" palindrome? true
// expect: "" palindrome? true
// expect: S P Program
// expect: the 4
// expect: brown 1
// expect: den 1
// expect: dog 1
// expect: desserts 7 10
// expect: oaiii 5
