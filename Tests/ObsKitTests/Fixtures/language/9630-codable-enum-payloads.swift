// Codable synthesis for enums with associated values (labelled, unlabelled, no payload) and round trips through JSON
import Foundation

enum Command: Codable, Equatable {
    case stop
    case move(x: Int, y: Int)
    case say(String)
    case pair(Int, String)
    case tagged(name: String, Int)
    case nested(inner: Inner?)
}

struct Inner: Codable, Equatable {
    var flag: Bool
    var values: [Double]
}

enum Level: String, Codable { case low, high }
enum Code: Int, Codable { case ok = 200, missing = 404 }

struct Envelope: Codable, Equatable {
    var commands: [Command]
    var level: Level
    var codes: [Code]
    var lookup: [String: Command]
}

let enc = JSONEncoder()
enc.outputFormatting = [.sortedKeys]
let dec = JSONDecoder()

func json<T: Encodable>(_ v: T) -> String {
    String(decoding: try! enc.encode(v), as: UTF8.self)
}

let cmds: [Command] = [
    .stop, .move(x: 1, y: -2), .say("hi"), .pair(7, "seven"), .tagged(name: "t", 3),
    .nested(inner: Inner(flag: true, values: [1.5, 2])), .nested(inner: nil),
]
for c in cmds {
    let s = json(c)
    let back = try! dec.decode(Command.self, from: Data(s.utf8))
    print(s, back == c)
}

let env = Envelope(commands: [.stop, .say("x")], level: .high, codes: [.ok, .missing], lookup: ["b": .pair(1, "a"), "a": .stop])
let envJSON = json(env)
print(envJSON)
print(try! dec.decode(Envelope.self, from: Data(envJSON.utf8)) == env)

let inputs = [
    #"{"say":{"_0":"from json"}}"#,
    #"{"move":{"y":5,"x":4}}"#,
    #"{"stop":{}}"#,
    #"{"jump":{}}"#,
    #"{"move":{"x":1}}"#,
    #"{"say":{"_0":"a"},"stop":{}}"#,
    #""stop""#,
]
for i in inputs {
    do {
        let c = try dec.decode(Command.self, from: Data(i.utf8))
        print("ok:", c)
    } catch DecodingError.dataCorrupted(let ctx) {
        print("corrupted:", ctx.codingPath.map(\.stringValue))
    } catch DecodingError.keyNotFound(let key, _) {
        print("missing key:", key.stringValue)
    } catch DecodingError.typeMismatch(let t, _) {
        print("type mismatch:", t)
    } catch {
        print("other error")
    }
}
print(json([Level.low]), json(Code.missing), json(["k": Level.high]))
print((try? dec.decode(Level.self, from: Data(#""medium""#.utf8))) as Any)

// expect: {"stop":{}} true
// expect: {"move":{"x":1,"y":-2}} true
// expect: {"say":{"_0":"hi"}} true
// expect: {"pair":{"_0":7,"_1":"seven"}} true
// expect: {"tagged":{"_1":3,"name":"t"}} true
// expect: {"nested":{"inner":{"flag":true,"values":[1.5,2]}}} true
// expect: {"nested":{}} true
// expect: {"codes":[200,404],"commands":[{"stop":{}},{"say":{"_0":"x"}}],"level":"high","lookup":{"a":{"stop":{}},"b":{"pair":{"_0":1,"_1":"a"}}}}
// expect: true
// expect: ok: say("from json")
// expect: ok: move(x: 4, y: 5)
// expect: ok: stop
// expect: type mismatch: Command
// expect: missing key: y
// expect: type mismatch: Command
// expect: type mismatch: Dictionary<String, Any>
// expect: ["low"] 404 {"k":"high"}
// expect: nil
