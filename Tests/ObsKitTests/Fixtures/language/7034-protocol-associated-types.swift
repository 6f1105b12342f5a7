// Protocols with associated types, generic where clauses, conditional conformance
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Storage {
    associatedtype Record
    var size: Int { get }
    mutating func insert(_ r: Record)
    func record(at i: Int) -> Record
}

struct RingLog<Entry>: Storage {
    var entries: [Entry] = []; let limit: Int
    var size: Int { entries.count }
    mutating func insert(_ r: Entry) {
        entries.append(r)
        if entries.count > limit { entries.removeFirst() }
    }
    func record(at i: Int) -> Entry { entries[i] }
}

struct SortedNumbers: Storage {
    private(set) var values: [Int] = []
    var size: Int { values.count }
    mutating func insert(_ r: Int) {
        let i = values.firstIndex { $0 > r } ?? values.count
        values.insert(r, at: i)
    }
    func record(at i: Int) -> Int { values[i] }
}

func sameContents<A: Storage, B: Storage>(_ a: A, _ b: B) -> Bool
where A.Record == B.Record, A.Record: Equatable {
    a.size == b.size && (0..<a.size).allSatisfy { a.record(at: $0) == b.record(at: $0) }
}

extension Storage {
    var all: [Record] { (0..<size).map(record(at:)) }
    mutating func insert<S: Sequence>(contentsOf s: S) where S.Element == Record { s.forEach { insert($0) } }
}
extension Storage where Record: Comparable {
    var smallest: Record? { all.min() }
}
extension Storage where Record == String {
    var joined: String { all.joined(separator: "+") }
}

var log = RingLog<Int>(limit: 3)
log.insert(contentsOf: [9, 2, 7, 4])
var sorted = SortedNumbers()
sorted.insert(contentsOf: [7, 4, 2])
print(log.all, sorted.all, sameContents(log, sorted), log.smallest!)
sorted = SortedNumbers()
sorted.insert(contentsOf: [2, 7, 4])
var other = RingLog<Int>(limit: 5)
other.insert(contentsOf: [2, 4, 7])
print(sameContents(sorted, other))

extension RingLog: Equatable where Entry: Equatable {}
extension RingLog: CustomStringConvertible {
    var description: String { "RingLog(\(limit))\(entries)" }
}
var words = RingLog<String>(limit: 2)
words.insert(contentsOf: ["a", "b", "c"])
print(words, words.joined, words == RingLog(entries: ["b", "c"], limit: 2))

protocol Pipeline {
    associatedtype Input
    associatedtype Output
    func run(_ x: Input) -> Output
}
struct Step<I, O>: Pipeline { let f: (I) -> O; func run(_ x: I) -> O { f(x) } }
struct Chain<P: Pipeline, Q: Pipeline>: Pipeline where P.Output == Q.Input {
    let first: P, second: Q
    func run(_ x: P.Input) -> Q.Output { second.run(first.run(x)) }
}
let parse = Step<String, Int> { Int($0) ?? 0 }
let describe = Step<Int, String> { $0.isMultiple(of: 2) ? "\($0) even" : "\($0) odd" }
let both = Chain(first: parse, second: describe)
print(["12", "7", "zz"].map(both.run))
func total<S: Storage>(_ s: S) -> S.Record where S.Record: AdditiveArithmetic { s.all.reduce(.zero, +) }
print(total(log), total(RingLog(entries: [1.5, 2.5], limit: 9)))
// expect: [2, 7, 4] [2, 4, 7] false 2
// expect: true
// expect: RingLog(2)["b", "c"] b+c true
// expect: ["12 even", "7 odd", "0 even"]
// expect: 13 4.0
