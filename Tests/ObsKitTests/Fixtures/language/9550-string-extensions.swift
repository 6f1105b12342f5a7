// Handy String extensions from app code: capitalized words, slug, initials, truncation, safe subscripts, isNumeric (expected output from swiftc 6.3.1 on Linux)
import Foundation

extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }

    var titleCased: String {
        split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined(separator: " ")
    }

    var slug: String {
        let allowed = lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        return String(allowed).split(separator: "-").joined(separator: "-")
    }

    var initials: String {
        split(separator: " ").compactMap { $0.first }.map { String($0).uppercased() }.joined()
    }

    func truncated(to length: Int, trailing: String = "…") -> String {
        count > length ? String(prefix(length)) + trailing : self
    }

    subscript(safe offset: Int) -> Character? {
        guard offset >= 0, offset < count else { return nil }
        return self[index(startIndex, offsetBy: offset)]
    }

    var isNumeric: Bool { !isEmpty && allSatisfy { $0.isNumber } }

    var isValidEmail: Bool {
        let parts = split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".") && !parts[1].hasSuffix(".")
    }

    func occurrences(of needle: String) -> Int {
        components(separatedBy: needle).count - 1
    }
}

let title = "  the QUICK guide to swift   concurrency "
print("[\(title.trimmed)]")
print(title.trimmed.titleCased)
print(title.slug)
print("Grace Brewster Murray Hopper".initials)
print("A very long notification message".truncated(to: 12), "|", "Short".truncated(to: 12))
let word = "Kotlin"
print(word[safe: 0] ?? "-", word[safe: 5] ?? "-", word[safe: 6] ?? "-", word[safe: -1] ?? "-")
print(["12345", "12a", "", "007"].map { $0.isNumeric })
print(["me@site.org", "@site.org", "me@site", "me@site.", "a@b.c"].map(\.isValidEmail))
print("banana bandana".occurrences(of: "an"), "aaaa".occurrences(of: "aa"))
print("Hello, World".replacingOccurrences(of: "o", with: "0").uppercased())

// expect: [the QUICK guide to swift   concurrency]
// expect: The Quick Guide To Swift Concurrency
// expect: the-quick-guide-to-swift-concurrency
// expect: GBMH
// expect: A very long … | Short
// expect: K n - -
// expect: [true, false, false, true]
// expect: [true, false, false, false, true]
// expect: 4 2
// expect: HELL0, W0RLD
