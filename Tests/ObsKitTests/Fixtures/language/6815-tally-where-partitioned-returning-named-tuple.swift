// Swift Forums style (partitioning sequences): tally(where:) and partitioned(by:) returning a named tuple
extension Sequence {
    func tally(where predicate: (Element) throws -> Bool) rethrows -> Int {
        var n = 0
        for element in self where try predicate(element) { n += 1 }
        return n
    }

    func partitioned(by belongsInFirst: (Element) throws -> Bool) rethrows -> (matching: [Element], rest: [Element]) {
        var matching: [Element] = []
        var rest: [Element] = []
        for element in self {
            if try belongsInFirst(element) {
                matching.append(element)
            } else {
                rest.append(element)
            }
        }
        return (matching, rest)
    }

    func firstIndexed(where predicate: (Element) -> Bool) -> (offset: Int, element: Element)? {
        enumerated().first { predicate($0.element) }.map { ($0.offset, $0.element) }
    }
}

struct ParseError: Error { let text: String }

let temps = [18, 25, 31, 12, 27, 9, 33]
print(temps.tally(where: { $0 > 25 }))
let (hot, mild) = temps.partitioned(by: { $0 >= 25 })
print(hot, mild)
let split = (1...12).partitioned(by: { $0 % 3 == 0 })
print(split.matching, split.rest.count)

if let found = temps.firstIndexed(where: { $0 > 30 }) {
    print("first above 30 at \(found.offset): \(found.element)")
}
print(temps.firstIndexed(where: { $0 > 100 }) == nil)

func strictNumber(_ s: String) throws -> Bool {
    guard let n = Int(s) else { throw ParseError(text: s) }
    return n > 0
}
do {
    print(try ["1", "-2", "3"].tally(where: strictNumber))
    print(try ["4", "oops", "5"].tally(where: strictNumber))
} catch let error as ParseError {
    print("could not parse \(error.text)")
}

let words = "Swift makes generic code pleasant".split(separator: " ")
let parts = words.partitioned { $0.first!.isUppercase }
print(parts.matching, parts.rest.map(String.init))
print(Set([5, 2, 8, 1]).partitioned(by: { $0 > 3 }).matching.sorted())

// expect: 3
// expect: [25, 31, 27, 33] [18, 12, 9]
// expect: [3, 6, 9, 12] 8
// expect: first above 30 at 2: 31
// expect: true
// expect: 2
// expect: could not parse oops
// expect: ["Swift"] ["makes", "generic", "code", "pleasant"]
// expect: [5, 8]
