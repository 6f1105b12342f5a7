// Apple docs style (RangeReplaceableCollection): a log that gets append/insert/remove from replaceSubrange
struct Log: RangeReplaceableCollection, BidirectionalCollection, CustomStringConvertible {
    private var lines: [String] = []

    init() {}

    var startIndex: Int { lines.startIndex }
    var endIndex: Int { lines.endIndex }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(position: Int) -> String { lines[position] }

    mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == String {
        lines.replaceSubrange(subrange, with: newElements)
    }

    var description: String { "Log\(lines)" }
}

var log = Log()
log.append("boot")
log.append(contentsOf: ["load config", "start server"])
print(log, "count:", log.count)

log.insert("preflight", at: 0)
print(log)
log.insert(contentsOf: ["a", "b"], at: 2)
print(log)

let removed = log.remove(at: 2)
print("removed:", removed, "->", log)
log.removeFirst()
print("removeFirst ->", log)
log.removeLast()
print("removeLast ->", log)
log.removeAll { $0.count == 1 }
print("removeAll(where:) ->", log)

log.replaceSubrange(0..<1, with: ["BOOT", "BOOT2"])
print("replaceSubrange ->", log)
log.append(contentsOf: repeatElement("tick", count: 3))
print("with ticks ->", log)
log.removeSubrange(1..<3)
print("removeSubrange ->", log)

// Free initializers from the protocol
let repeated = Log(repeating: "x", count: 3)
print("init(repeating:count:) ->", repeated)
let fromSeq = Log(["one", "two"])
print("init(sequence) ->", fromSeq)
let combined = fromSeq + ["three"]
print("+ operator ->", combined, "type:", type(of: combined))

var emptied = combined
emptied.removeAll()
print("removeAll() ->", emptied, "isEmpty:", emptied.isEmpty)
print("final log:", log, "first:", log.first ?? "-", "last:", log.last ?? "-")

// expect: Log["boot", "load config", "start server"] count: 3
// expect: Log["preflight", "boot", "load config", "start server"]
// expect: Log["preflight", "boot", "a", "b", "load config", "start server"]
// expect: removed: a -> Log["preflight", "boot", "b", "load config", "start server"]
// expect: removeFirst -> Log["boot", "b", "load config", "start server"]
// expect: removeLast -> Log["boot", "b", "load config"]
// expect: removeAll(where:) -> Log["boot", "load config"]
// expect: replaceSubrange -> Log["BOOT", "BOOT2", "load config"]
// expect: with ticks -> Log["BOOT", "BOOT2", "load config", "tick", "tick", "tick"]
// expect: removeSubrange -> Log["BOOT", "tick", "tick", "tick"]
// expect: init(repeating:count:) -> Log["x", "x", "x"]
// expect: init(sequence) -> Log["one", "two"]
// expect: + operator -> Log["one", "two", "three"] type: Log
// expect: removeAll() -> Log[] isEmpty: true
// expect: final log: Log["BOOT", "tick", "tick", "tick"] first: BOOT last: tick
