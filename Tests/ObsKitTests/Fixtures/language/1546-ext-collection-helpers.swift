// Extensions on standard protocols used as everyday helpers: `Collection.isNotEmpty`, a safe index subscript, `Sequence.sorted(by: keyPath)`, `String` integer subscripts.
// expected output: swiftc 6.3.1 (Linux), run on this machine
extension Collection {
    var isNotEmpty: Bool { !isEmpty }
    subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

extension Sequence {
    func sorted<Value: Comparable>(by key: KeyPath<Element, Value>) -> [Element] {
        sorted { $0[keyPath: key] < $1[keyPath: key] }
    }
    func count(where test: (Element) -> Bool) -> Int {
        var n = 0
        for e in self where test(e) { n += 1 }
        return n
    }
}

extension String {
    subscript(i: Int) -> Character { self[index(startIndex, offsetBy: i)] }
    subscript(r: Range<Int>) -> Substring {
        self[index(startIndex, offsetBy: r.lowerBound)..<index(startIndex, offsetBy: r.upperBound)]
    }
}

struct Runner {
    let name: String
    let seconds: Int
}

let runners = [Runner(name: "Kai", seconds: 251), Runner(name: "Ivy", seconds: 239), Runner(name: "Lu", seconds: 260)]
print(runners.sorted(by: \.seconds).map(\.name))
print(runners.sorted(by: \.name).map(\.name))
print(runners.count { $0.seconds < 255 })
print([Int]().isNotEmpty, [1].isNotEmpty, "".isNotEmpty)
print([10, 20, 30][safe: 1] as Any, [10, 20, 30][safe: 5] as Any)
let word = "swiftly"
print(word[0], word[5], word[1..<4])
print((1...10).count { $0 % 3 == 0 })

// expect: ["Ivy", "Kai", "Lu"]
// expect: ["Ivy", "Kai", "Lu"]
// expect: 2
// expect: false true false
// expect: Optional(20) nil
// expect: s l wif
// expect: 3
