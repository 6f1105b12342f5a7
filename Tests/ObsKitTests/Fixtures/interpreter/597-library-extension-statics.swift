// Static members and operators a script's extensions give library types (Int, Array), reached through a generic
// Element: implicit members and operator references by the elements' type; an implicit member argument of a
// library method is the element type's; an empty array beside others has their element type; Foundation's
// replacingCharacters(in:with:). Expected output: swiftc 6.3.1 on this machine (-module-name main).
import Foundation
infix operator <> : AdditionPrecedence
protocol Monoid { static var identity: Self { get }; static func <> (l: Self, r: Self) -> Self }
struct Longest: Monoid, CustomStringConvertible {
    let word: String
    static var identity: Longest { Longest(word: "") }
    static func <> (l: Longest, r: Longest) -> Longest { r.word.count > l.word.count ? r : l }
    var description: String { "Longest(\(word))" }
}
extension Int: Monoid {
    static var identity: Int { 1 }
    static func <> (l: Int, r: Int) -> Int { l * r }
}
extension Array: Monoid {
    static var identity: Array { [] }
    static func <> (l: Array, r: Array) -> Array { l + r }
}
extension Sequence where Element: Monoid {
    func folded() -> Element { reduce(.identity, <>) }
}
extension Sequence where Element: Monoid & Equatable {
    func holdsIdentity() -> Bool { contains(.identity) }
}
print([2, 3, 4].folded(), [2, 3, 4].reduce(1, <>), [[1], [], [2, 3]].folded())
print([Longest(word: "ab"), Longest(word: "abcd"), Longest(word: "abc")].folded())
print([5, 1].holdsIdentity(), [5, 6].holdsIdentity(), [[1], []].holdsIdentity())
enum Light { case red, green }
enum Signal { case red, blue }
let lights: [Light] = [.green, .red]
print(lights.contains(.red), lights.firstIndex(of: .red) ?? -1, lights.split(separator: .red).count)
func kind<T>(_ xs: [T]) -> String { "\(T.self)" }
print(kind([[1], []]), kind([[], [1]]), type(of: [["a": 1], [:]]))
let greeting = "Hello, Swift world"
if let r = greeting.range(of: "Swift") { print(greeting.replacingCharacters(in: r, with: "Kotlin")) }
// expect: 24 24 [1, 2, 3]
// expect: Longest(abcd)
// expect: true false true
// expect: true 1 1
// expect: Array<Int> Array<Int> Array<Dictionary<String, Int>>
// expect: Hello, Kotlin world
