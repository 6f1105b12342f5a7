// Swift Evolution style (SE-0308): #if conditional compilation around postfix member expressions in method chains
// known-gap: line 1: expected "filter(age > 3) -> sort(name) -> limit(10)", got "filter(age > 3) -> sort(name) -> limit(1)"
struct Query {
    var parts: [String] = []
    func filter(_ s: String) -> Query { var q = self; q.parts.append("filter(\(s))"); return q }
    func sort(_ s: String) -> Query { var q = self; q.parts.append("sort(\(s))"); return q }
    func debugTrace() -> Query { var q = self; q.parts.append("trace"); return q }
    func limit(_ n: Int) -> Query { var q = self; q.parts.append("limit(\(n))"); return q }
}

let q = Query()
    .filter("age > 3")
    #if DEBUG_QUERIES
    .debugTrace()
    #endif
    .sort("name")
    #if os(Linux) || os(macOS)
    .limit(10)
    #else
    .limit(1)
    #endif
print(q.parts.joined(separator: " -> "))

let total = [1, 2, 3, 4]
    .map { $0 * 2 }
    #if swift(>=5.5)
    .filter { $0 > 2 }
    #endif
    .reduce(0, +)
print(total)

// expect: filter(age > 3) -> sort(name) -> limit(10)
// expect: 18
