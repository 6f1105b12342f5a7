// Compiler test style: generic functions over StringProtocol accept String and Substring
func shout<S: StringProtocol>(_ s: S) -> String {
    s.uppercased() + "!"
}

func countLetters<S: StringProtocol>(_ s: S) -> Int {
    s.filter { $0.isLetter }.count
}

func isCapitalized<T>(_ s: T) -> Bool where T: StringProtocol {
    guard let f = s.first else { return false }
    return f.isUppercase && s.dropFirst().allSatisfy { !$0.isUppercase }
}

let full = "hello world, Swift"
let sub = full[full.index(full.startIndex, offsetBy: 6)...]
print(shout(full))
print(shout(sub))
print(countLetters(full), countLetters(sub), countLetters("123"))
print(isCapitalized("Swift"), isCapitalized(sub), isCapitalized("SWIFT"), isCapitalized(""))

func commonPrefix<A: StringProtocol, B: StringProtocol>(_ a: A, _ b: B) -> String {
    var out = ""
    for (x, y) in zip(a, b) {
        guard x == y else { break }
        out.append(x)
    }
    return out
}
print(commonPrefix("interstellar", "internet"), commonPrefix(full.prefix(5), "help"), "[\(commonPrefix("a", "b"))]")

func words<S: StringProtocol>(in s: S) -> [S.SubSequence] {
    s.split(separator: " ")
}
let ws = words(in: full)
print(ws, type(of: ws))
let ws2 = words(in: sub)
print(ws2.count, type(of: ws2))

struct Tagged<S: StringProtocol>: CustomStringConvertible {
    let tag: String
    let value: S
    var description: String { "<\(tag)>\(value)</\(tag)>" }
}
print(Tagged(tag: "b", value: "bold"))
print(Tagged(tag: "i", value: sub.prefix(5)))

func hasPrefixCI<S: StringProtocol>(_ s: S, _ p: String) -> Bool {
    s.lowercased().hasPrefix(p.lowercased())
}
print(hasPrefixCI("SwiftUI", "swift"), hasPrefixCI(sub, "WORLD"), hasPrefixCI(sub, "hello"))

protocol Named {
    var name: String { get }
}
struct File: Named {
    let name: String
}
func initials<C: Collection>(_ items: C) -> String where C.Element: Named {
    String(items.compactMap { $0.name.first })
}
print(initials([File(name: "alpha"), File(name: "beta"), File(name: "gamma")]))

func longest<S: Sequence>(_ seq: S) -> String? where S.Element: StringProtocol {
    seq.max { $0.count < $1.count }.map { String($0) }
}
print(longest(["a", "abc", "ab"]) ?? "-", longest(full.split(separator: " ")) ?? "-", longest([String]()) ?? "-")

extension StringProtocol {
    var vowelCount: Int { lowercased().filter { "aeiou".contains($0) }.count }
    func centered(in width: Int) -> String {
        let pad = Swift.max(0, width - count)
        return String(repeating: " ", count: pad / 2) + self + String(repeating: " ", count: pad - pad / 2)
    }
}
print(full.vowelCount, sub.vowelCount, "[\(sub.prefix(5).centered(in: 9))]")

func joinAll<S: StringProtocol>(_ parts: [S], with sep: String) -> String {
    parts.map { String($0) }.joined(separator: sep)
}
print(joinAll(ws, with: "/"), joinAll(["x", "y"] as [String], with: ""))
let substrings: [Substring] = ["ab", "cd"]
print(substrings.joined(separator: "+"), substrings.map { $0.count })

// expect: HELLO WORLD, SWIFT!
// expect: WORLD, SWIFT!
// expect: 15 10 0
// expect: true false false false
// expect: inter hel []
// expect: ["hello", "world,", "Swift"] Array<Substring>
// expect: 2 Array<Substring>
// expect: <b>bold</b>
// expect: <i>world</i>
// expect: true true false
// expect: abg
// expect: abc world, -
// expect: 4 2 [  world  ]
// expect: hello/world,/Swift xy
// expect: ab+cd [2, 2]
