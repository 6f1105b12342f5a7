// Swift book style: Error Handling (typed throws) + Generics - throws(MyError), exhaustive catch, generic error propagation
enum StatisticsError: Error {
    case noRatings
    case invalidRating(Int)
}
func summarize(_ ratings: [Int]) throws(StatisticsError) -> (low: Int, high: Int, avg: Int) {
    guard !ratings.isEmpty else { throw .noRatings }
    var counts = [1: 0, 2: 0, 3: 0]
    for rating in ratings {
        guard rating > 0 && rating <= 3 else { throw .invalidRating(rating) }
        counts[rating]! += 1
    }
    let total = ratings.reduce(0, +)
    return (ratings.min()!, ratings.max()!, total / ratings.count)
}
for input in [[1, 2, 3, 3], [], [2, 5, 1]] {
    do {
        let s = try summarize(input)
        print("low \(s.low) high \(s.high) avg \(s.avg)")
    } catch {
        switch error {
        case .noRatings: print("No ratings")
        case .invalidRating(let r): print("Invalid rating: \(r)")
        }
    }
}

enum ParseError: Error, Equatable {
    case empty
    case badChar(Character)
    case overflow
}
func parseDigits(_ s: String) throws(ParseError) -> Int {
    if s.isEmpty { throw ParseError.empty }
    var value = 0
    for ch in s {
        guard let d = ch.wholeNumberValue else { throw .badChar(ch) }
        let (m, o1) = value.multipliedReportingOverflow(by: 10)
        let (a, o2) = m.addingReportingOverflow(d)
        if o1 || o2 { throw .overflow }
        value = a
    }
    return value
}
func tryParse(_ s: String) {
    do throws(ParseError) {
        let v = try parseDigits(s)
        print("\"\(s)\" -> \(v)")
    } catch .badChar(let c) {
        print("\"\(s)\" bad char \(c)")
    } catch {
        print("\"\(s)\" error \(error)")
    }
}
tryParse("2024")
tryParse("")
tryParse("12a4")
tryParse("99999999999999999999")

func sumAll(_ items: [String]) throws(ParseError) -> Int {
    var total = 0
    for i in items { total += try parseDigits(i) }
    return total
}
do {
    print(try sumAll(["1", "22", "333"]))
    print(try sumAll(["1", "x"]))
} catch {
    print("sum failed: \(error), is badChar x: \(error == .badChar("x"))")
}

func mapAll<T, E: Error>(_ xs: [String], _ f: (String) throws(E) -> T) throws(E) -> [T] {
    var out: [T] = []
    for x in xs { out.append(try f(x)) }
    return out
}
do {
    let lens = mapAll(["a", "bcd"]) { $0.count }
    print(lens)
    let nums = try mapAll(["7", "8"], parseDigits)
    print(nums)
    _ = try mapAll(["7", ""], parseDigits)
} catch {
    print("mapAll failed with \(error)")
}

struct Stack<Element> {
    private var items: [Element] = []
    enum StackError: Error { case underflow(needed: Int, had: Int) }
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() throws(StackError) -> Element {
        guard let last = items.popLast() else { throw .underflow(needed: 1, had: 0) }
        return last
    }
    mutating func pop(_ n: Int) throws(StackError) -> [Element] {
        guard items.count >= n else { throw .underflow(needed: n, had: items.count) }
        var out: [Element] = []
        for _ in 0..<n { out.append(try pop()) }
        return out
    }
    var count: Int { items.count }
}
var st = Stack<String>()
st.push("a"); st.push("b"); st.push("c")
do {
    print(try st.pop(2))
    print(try st.pop())
    print(try st.pop())
} catch {
    if case .underflow(let n, let h) = error { print("underflow: needed \(n), had \(h)") }
}
var nums = Stack<Int>()
nums.push(1)
let res = Result { () throws(Stack<Int>.StackError) -> [Int] in try nums.pop(3) }
switch res {
case .success(let v): print("popped \(v)")
case .failure(.underflow(let n, let h)): print("result underflow \(n)/\(h)")
}
print("remaining \(nums.count)")

// expect: low 1 high 3 avg 2
// expect: No ratings
// expect: Invalid rating: 5
// expect: "2024" -> 2024
// expect: "" error empty
// expect: "12a4" bad char a
// expect: "99999999999999999999" error overflow
// expect: 356
// expect: sum failed: badChar("x"), is badChar x: true
// expect: [1, 3]
// expect: [7, 8]
// expect: mapAll failed with empty
// expect: ["c", "b"]
// expect: a
// expect: underflow: needed 1, had 0
// expect: result underflow 3/1
// expect: remaining 1
