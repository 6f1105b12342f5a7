// Compiler test style: ExpressibleByDictionaryLiteral custom type with ordered entries
struct Config: ExpressibleByDictionaryLiteral, CustomStringConvertible {
    var entries: [(String, Int)]
    init(dictionaryLiteral elements: (String, Int)...) {
        entries = elements
    }
    subscript(key: String) -> Int? {
        entries.first { $0.0 == key }?.1
    }
    var description: String {
        entries.map { "\($0.0)=\($0.1)" }.joined(separator: ",")
    }
}

let c: Config = ["width": 80, "height": 24, "depth": 3]
print(c)
print(c["height"] ?? -1, c["none"] ?? -1)

func defaults() -> Config { ["a": 1] }
print(defaults())

func merge(_ a: Config, _ b: Config = [:]) -> Config {
    var out = a
    out.entries += b.entries
    return out
}
print(merge(["x": 1], ["y": 2]))
print(merge(["only": 9]))
print(type(of: merge([:])), merge([:]).entries.count)

let list: [Config] = [["k": 1], ["j": 2, "i": 3]]
print(list)
// expect: width=80,height=24,depth=3
// expect: 24 -1
// expect: a=1
// expect: x=1,y=2
// expect: only=9
// expect: Config 0
// expect: [k=1, j=2,i=3]
