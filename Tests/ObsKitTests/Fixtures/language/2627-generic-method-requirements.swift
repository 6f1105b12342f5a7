// Compiler test style: protocols with generic method requirements implemented by structs, classes and default extensions
protocol Decoder {
    func decode<T>(_ type: T.Type, from raw: String) -> T?
    func decodeAll<T>(_ type: T.Type, from raws: [String]) -> [T]
}
extension Decoder {
    func decodeAll<T>(_ type: T.Type, from raws: [String]) -> [T] {
        raws.compactMap { decode(type, from: $0) }
    }
}

struct SimpleDecoder: Decoder {
    func decode<T>(_ type: T.Type, from raw: String) -> T? {
        if T.self == Int.self { return Int(raw) as? T }
        if T.self == Bool.self { return (raw == "yes" ? true : raw == "no" ? false : nil) as? T }
        if T.self == String.self { return raw as? T }
        return nil
    }
}

class TracingDecoder: Decoder {
    var trace: [String] = []
    let inner = SimpleDecoder()
    func decode<T>(_ type: T.Type, from raw: String) -> T? {
        trace.append("\(T.self)<-\(raw)")
        return inner.decode(type, from: raw)
    }
    func decodeAll<T>(_ type: T.Type, from raws: [String]) -> [T] {
        trace.append("all \(raws.count)")
        return raws.compactMap { decode(type, from: $0) }
    }
}

func decodeTwice<D: Decoder>(_ d: D, _ raw: String) -> (Int?, String?) {
    (d.decode(Int.self, from: raw), d.decode(String.self, from: raw))
}

let s = SimpleDecoder()
print(s.decode(Int.self, from: "12") as Any, s.decode(Bool.self, from: "no") as Any)
print(s.decodeAll(Int.self, from: ["1", "x", "3"]))
print(s.decodeAll(Bool.self, from: ["yes", "maybe"]))
print(s.decode(Double.self, from: "1.5") as Any)
let t = TracingDecoder()
let d: any Decoder = t
print(d.decodeAll(Int.self, from: ["4", "five"]))
print(decodeTwice(t, "7"))
print(t.trace)
// expect: Optional(12) Optional(false)
// expect: [1, 3]
// expect: [true]
// expect: nil
// expect: [4]
// expect: (Optional(7), Optional("7"))
// expect: ["all 2", "Int<-4", "Int<-five", "Int<-7", "String<-7"]
