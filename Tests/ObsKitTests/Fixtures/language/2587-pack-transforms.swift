// Swift Evolution style (SE-0393): transforming packs element-wise with functions and same-shape requirements
func apply<each Input, each Output>(
    _ transform: repeat (each Input) -> each Output,
    to value: repeat each Input
) -> (repeat each Output) {
    (repeat (each transform)(each value))
}

func optionals<each T>(_ values: repeat (each T)?) -> (repeat each T)? {
    func unwrap<U>(_ v: U?) throws -> U {
        guard let v else { throw Missing() }
        return v
    }
    do {
        return (repeat try unwrap(each values))
    } catch {
        return nil
    }
}
struct Missing: Error {}

func lastOf<each T>(_ values: repeat [each T]) -> (repeat (each T)?) {
    (repeat (each values).last)
}

struct Registry<each Service> {
    var services: (repeat each Service)
    func names() -> [String] {
        var out: [String] = []
        repeat out.append("\(type(of: each services))")
        return out
    }
}

struct Logger { var level = 1 }
struct Database { var url = "db://" }

let r = apply({ $0 * 2 }, { (s: String) in s.count }, { (b: Bool) in !b }, to: 21, "four", true)
print(r.0, r.1, r.2)

if let all = optionals(1, "two", 3.0) {
    print("all present:", all.0, all.1, all.2)
}
print(optionals(1, nil as String?) == nil)

let lasts = lastOf([1, 2, 3], ["x"], [Double]())
print(lasts.0 as Any, lasts.1 as Any, lasts.2 as Any)

let registry = Registry(services: (Logger(), Database(), 5))
print(registry.names())

func tupleCount<each T>(_ t: (repeat each T)) -> Int {
    var n = 0
    for _ in repeat each t { n += 1 }
    return n
}
print(tupleCount((1, 2, 3)), tupleCount(()))
let single = apply({ (x: Int) in "\(x)!" }, to: 9)
print(single)
// expect: 42 4 false
// expect: all present: 1 two 3.0
// expect: true
// expect: Optional(3) Optional("x") nil
// expect: ["Logger", "Database", "Int"]
// expect: 3 0
// expect: 9!
