// Overloads: a method of an extension of Array is chosen before a protocol extension's generic one that fits as well, the script's own `difference(from:)` before the library's
extension Array where Element: Hashable {
    /// The elements only one of the two arrays has (a tutorial's helper, named like the library's method).
    func difference(from other: [Element]) -> [Element] {
        Array(Set(self).symmetricDifference(Set(other)))
    }
}

extension Collection where Element: Equatable {
    func describe<C: Collection>(against other: C) -> String where C.Element == Element { "protocol extension" }
}

extension Array where Element: Equatable {
    func describe(against other: [Element]) -> String { "array extension" }
}

let crew = ["Ana", "Ben", "Cleo"]
let shift = ["Cleo", "Dev"]
print(crew.difference(from: shift).sorted())
print(crew.describe(against: shift), crew.describe(against: Set(shift)))
print("abc".difference(from: "abd").count, "abc".describe(against: "abd"))

// expect: ["Ana", "Ben", "Dev"]
// expect: array extension protocol extension
// expect: 2 protocol extension
