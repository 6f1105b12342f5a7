// objc.io style (optional sequences): compacted() via an OptionalProtocol and firstNonNil helpers
protocol OptionalProtocol {
    associatedtype Wrapped
    var optional: Wrapped? { get }
}

extension Optional: OptionalProtocol {
    var optional: Wrapped? { self }
}

extension Sequence where Element: OptionalProtocol {
    func compacted() -> [Element.Wrapped] {
        compactMap(\.optional)
    }

    var nilCount: Int { reduce(0) { $1.optional == nil ? $0 + 1 : $0 } }
}

extension Sequence {
    func firstNonNil<T>(_ transform: (Element) throws -> T?) rethrows -> T? {
        for element in self {
            if let value = try transform(element) { return value }
        }
        return nil
    }
}

let sparse: [Int?] = [1, nil, 3, nil, nil, 6]
print(sparse.compacted(), sparse.nilCount)
let names: [String?] = ["ana", nil, "bo"]
print(names.compacted().joined(separator: "&"))
print([Int?]().compacted().isEmpty, [nil, nil] as [Double?] == [nil, nil])

let candidates = ["x", "12", "seven", "40"]
print(candidates.firstNonNil { Int($0) } as Any)
print(candidates.firstNonNil { $0.count > 10 ? $0 : nil } as Any)

let env = ["HOME": "/home/me", "SHELL": "/bin/zsh"]
let lookupOrder = ["EDITOR", "VISUAL", "SHELL"]
print(lookupOrder.firstNonNil { env[$0] } ?? "none")
print(lookupOrder.map { env[$0] }.compacted())

let nested: [[Int]?] = [[1, 2], nil, [3]]
print(nested.compacted().flatMap { $0 }, nested.nilCount)
let parsed = "4,x,5,,6".split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
print(parsed.nilCount, parsed.compacted().reduce(0, +))
let lazyFirst = (1...).lazy.map { $0 * $0 }.firstNonNil { $0 > 50 ? "square \($0)" : nil }
print(lazyFirst!)

// expect: [1, 3, 6] 3
// expect: ana&bo
// expect: true true
// expect: Optional(12)
// expect: nil
// expect: /bin/zsh
// expect: ["/bin/zsh"]
// expect: [1, 2, 3] 1
// expect: 2 15
// expect: square 64
