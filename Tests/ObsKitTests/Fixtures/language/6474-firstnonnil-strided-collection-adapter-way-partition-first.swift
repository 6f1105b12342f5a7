// swift-algorithms style (striding, partitioned(by:), firstNonNil): a strided collection adapter, a two-way partition and a first-non-nil finder
struct StridingCollection<Base: Collection>: Collection {
    let base: Base
    let stride: Int

    var startIndex: Base.Index { base.startIndex }
    var endIndex: Base.Index { base.endIndex }
    subscript(i: Base.Index) -> Base.Element { base[i] }
    func index(after i: Base.Index) -> Base.Index {
        base.index(i, offsetBy: stride, limitedBy: base.endIndex) ?? base.endIndex
    }
}

extension Collection {
    func striding(by step: Int) -> StridingCollection<Self> {
        precondition(step > 0)
        return StridingCollection(base: self, stride: step)
    }
}

extension StridingCollection {
    func striding(by step: Int) -> StridingCollection<Base> {
        StridingCollection(base: base, stride: stride * step)
    }
}

extension Sequence {
    func partitioned(by belongsInSecond: (Element) throws -> Bool) rethrows -> (falseElements: [Element], trueElements: [Element]) {
        var first: [Element] = []
        var second: [Element] = []
        for element in self {
            if try belongsInSecond(element) { second.append(element) } else { first.append(element) }
        }
        return (first, second)
    }

    func firstNonNil<Result>(_ transform: (Element) throws -> Result?) rethrows -> Result? {
        for element in self {
            if let value = try transform(element) { return value }
        }
        return nil
    }
}

let values = Array(0..<20)
print(Array(values.striding(by: 5)))
print(Array(values.striding(by: 2).striding(by: 3)))
print(String("H-e-l-l-o".striding(by: 2)))
print(values.striding(by: 7).count)

let (odds, evens) = values.prefix(10).partitioned(by: { $0 % 2 == 0 })
print("odds:", odds, "evens:", evens)
let split = ["ok", "fail", "ok", "retry"].partitioned { $0 != "ok" }
print(split.falseElements.count, split.trueElements)

let inputs = ["x", "12a", "42", "7"]
print(inputs.firstNonNil { Int($0) } ?? -1)
print(["a", "b"].firstNonNil { Int($0) } as Any)

enum ParseError: Error { case bad(String) }
do {
    let r = try ["1", "boom", "3"].firstNonNil { s -> Int? in
        if s == "boom" { throw ParseError.bad(s) }
        return Int(s).flatMap { $0 > 1 ? $0 : nil }
    }
    print("found", r as Any)
} catch {
    print("caught", error)
}

// expect: [0, 5, 10, 15]
// expect: [0, 6, 12, 18]
// expect: Hello
// expect: 3
// expect: odds: [1, 3, 5, 7, 9] evens: [0, 2, 4, 6, 8]
// expect: 2 ["fail", "retry"]
// expect: 42
// expect: nil
// expect: caught bad("boom")
