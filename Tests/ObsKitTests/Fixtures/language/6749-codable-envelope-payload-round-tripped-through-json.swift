// Sundell style (generic decoding): a Codable Envelope<Payload> round-tripped through JSON with sorted keys and inferred types
// known-gap: error: 6749-codable-envelope-payload-round-tripped-through-json.swift:20:61: error: not supported yet: the type 'T' stands for here is not known (ObsREPL checks no types; pass it, as in 'T.self', or g
import Foundation

struct Envelope<Payload: Codable>: Codable {
    var kind: String
    var version: Int
    var payload: Payload
}
extension Envelope: Equatable where Payload: Equatable {}

struct Point: Codable, Equatable { var x: Int; var y: Int }
struct Page<Item: Codable>: Codable { var items: [Item]; var next: Int? }

func encode<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(data: try! encoder.encode(value), encoding: .utf8)!
}

func decode<T: Decodable>(_ json: String, as type: T.Type = T.self) -> T? {
    try? JSONDecoder().decode(T.self, from: Data(json.utf8))
}

func roundTrip<T: Codable & Equatable>(_ value: T) -> Bool {
    decode(encode(value)) == value
}

let env = Envelope(kind: "point", version: 2, payload: Point(x: 3, y: -1))
let json = encode(env)
print(json)
let back: Envelope<Point>? = decode(json)
print(back?.payload.x ?? 0, back == env, roundTrip(env))

let page = Page(items: ["a", "b"], next: 2)
print(encode(page))
let pageBack = decode(#"{"items":[1,2,3]}"#, as: Page<Int>.self)!
print(pageBack.items, pageBack.next as Any)

let nested = Envelope(kind: "list", version: 1, payload: [Point(x: 0, y: 0)])
print(encode(nested))
let wrong: Envelope<String>? = decode(json)
print(wrong == nil)
let numbers: [Double]? = decode("[1, 2.5]")
print(numbers!, roundTrip(["k": [1, 2]]))

// expect: {"kind":"point","payload":{"x":3,"y":-1},"version":2}
// expect: 3 true true
// expect: {"items":["a","b"],"next":2}
// expect: [1, 2, 3] nil
// expect: {"kind":"list","payload":[{"x":0,"y":0}],"version":1}
// expect: true
// expect: [1.0, 2.5] true
