// App code style: string utilities via extensions (palindromes, anagrams, caesar, vowels, title case)
extension String {
    var isPalindrome: Bool {
        let s = lowercased().filter { $0.isLetter || $0.isNumber }
        return s == String(s.reversed())
    }
    func caesar(_ k: Int) -> String {
        String(map { c -> Character in
            guard let a = c.asciiValue, c.isLetter else { return c }
            let base: UInt8 = c.isUppercase ? 65 : 97
            let shifted = (Int(a - base) + k % 26 + 26) % 26
            return Character(UnicodeScalar(base + UInt8(shifted)))
        })
    }
    var titleCased: String {
        split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined(separator: " ")
    }
    var vowelCount: Int { lowercased().filter { "aeiou".contains($0) }.count }
}
func anagramKey(_ s: String) -> String { String(s.lowercased().sorted()) }

for s in ["A man, a plan, a canal: Panama", "hello", "No 'x' in Nixon", "12321"] {
    print("\(s.isPalindrome ? "yes" : "no "): \(s)")
}
let secret = "Hello, World! xyz".caesar(3)
print(secret, "|", secret.caesar(-3), "|", "abc".caesar(29))
print("the QUICK bRoWn fox".titleCased, "vowels:", "Programming in Swift".vowelCount)
let words = ["listen", "silent", "enlist", "google", "inlets", "banana", "gogole", "tinsel"]
let groups = Dictionary(grouping: words, by: anagramKey)
for key in groups.keys.sorted() where groups[key]!.count > 1 { print("\(key): \(groups[key]!)") }
let s = "naïve café 👍🏽!"
print(s.count, s.unicodeScalars.count, s.utf8.count, String(s.reversed()))
let idx = s.firstIndex(of: "c")!
print(s[idx...], s[..<idx].count, s.prefix(5).uppercased())
print("mississippi".split(separator: "s", omittingEmptySubsequences: true), "a,b,,c".split(separator: ",").count)
// expect: yes: A man, a plan, a canal: Panama
// expect: no : hello
// expect: yes: No 'x' in Nixon
// expect: yes: 12321
// expect: Khoor, Zruog! abc | Hello, World! xyz | def
// expect: The Quick Brown Fox vowels: 5
// expect: eggloo: ["google", "gogole"]
// expect: eilnst: ["listen", "silent", "enlist", "inlets", "tinsel"]
// expect: 13 14 22 !👍🏽 éfac evïan
// expect: café 👍🏽! 6 NAÏVE
// expect: ["mi", "i", "ippi"] 3
