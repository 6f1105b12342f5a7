// Swift Evolution style (SE-0347): default argument expressions for parameters of generic type
struct Page<Item> {
    var items: [Item]
    var number: Int
}

func paginate<C: Collection>(
    _ source: C,
    pageSize: Int = 3,
    compare: (C.Element, C.Element) -> Bool = { _, _ in false }
) -> [Page<C.Element>] {
    var pages: [Page<C.Element>] = []
    var current: [C.Element] = []
    for element in source {
        current.append(element)
        if current.count == pageSize {
            pages.append(Page(items: current, number: pages.count + 1))
            current = []
        }
    }
    if !current.isEmpty { pages.append(Page(items: current, number: pages.count + 1)) }
    return pages
}

func makeList<T: RangeReplaceableCollection>(_ kind: T.Type = [Int].self, count: Int, fill: T.Element) -> T {
    var result = T()
    for _ in 0..<count { result.append(fill) }
    return result
}

func sortedCopy<Output: RangeReplaceableCollection<String>>(
    _ input: [String],
    into: Output = [String]()
) -> Output {
    var out = into
    out.append(contentsOf: input.sorted())
    return out
}

func describeFirst<Value: CustomStringConvertible>(_ values: [Value], fallback: Value? = nil) -> String {
    values.first?.description ?? fallback?.description ?? "-"
}

struct Config<Value> {
    var name: String
    var value: Value
    init(name: String, value: Value = 42) where Value == Int {
        self.name = name
        self.value = value
    }
    init(name: String, value: Value) {
        self.name = name
        self.value = value
    }
}

for page in paginate(Array(1...7)) {
    print("page \(page.number): \(page.items)")
}
for page in paginate("swifty", pageSize: 4) {
    print("page \(page.number): \(String(page.items))")
}
let ints: [Int] = makeList(count: 3, fill: 9)
print(ints)
let str = makeList(String.self, count: 4, fill: "z")
print(str)
print(sortedCopy(["plum", "apple"]))
print(sortedCopy(["pear", "fig"], into: ["kiwi"] as [String]))
print(sortedCopy(["b", "a"], into: ArraySlice(["z"])))
print(describeFirst([Int](), fallback: 7))
print(describeFirst(["a"]))
print(describeFirst([Double]()))
let c1 = Config(name: "retries")
let c2 = Config(name: "mode", value: "fast")
print(c1.name, c1.value, c2.name, c2.value)
// expect: page 1: [1, 2, 3]
// expect: page 2: [4, 5, 6]
// expect: page 3: [7]
// expect: page 1: swif
// expect: page 2: ty
// expect: [9, 9, 9]
// expect: zzzz
// expect: ["apple", "plum"]
// expect: ["kiwi", "fig", "pear"]
// expect: ["z", "a", "b"]
// expect: 7
// expect: a
// expect: -
// expect: retries 42 mode fast
