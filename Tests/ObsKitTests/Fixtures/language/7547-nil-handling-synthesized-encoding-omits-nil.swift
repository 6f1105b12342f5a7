// Tutorial style (nil handling): synthesized encoding omits nil optionals; encodeNil and explicit nulls when needed
import Foundation

struct Patch: Codable {
    var title: String?
    var body: String?
    var archived: Bool?
}

struct ExplicitPatch: Encodable {
    var title: String?
    var body: String?

    enum CodingKeys: String, CodingKey { case title, body }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        if let body {
            try container.encode(body, forKey: .body)
        } else {
            try container.encodeNil(forKey: .body)
        }
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
func show<T: Encodable>(_ value: T) {
    print(String(decoding: try! encoder.encode(value), as: UTF8.self))
}

show(Patch(title: "New title", body: nil, archived: nil))
show(Patch())
show(Patch(title: nil, body: "", archived: false))
show(ExplicitPatch(title: nil, body: nil))
show(ExplicitPatch(title: "t", body: "b"))

let decoder = JSONDecoder()
let a = try decoder.decode(Patch.self, from: Data(#"{"title": null, "archived": true}"#.utf8))
print(a.title as Any, a.body as Any, a.archived as Any)

let nestedOptional = try decoder.decode([String: String?].self, from: Data(#"{"x": null, "y": "1"}"#.utf8))
print(nestedOptional.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value ?? "nil")" })

struct Box: Codable { var inner: Int?? }
let boxes = try decoder.decode([Box].self, from: Data(#"[{}, {"inner": null}, {"inner": 3}]"#.utf8))
for box in boxes {
    switch box.inner {
    case .none: print("absent")
    case .some(.none): print("null")
    case .some(.some(let v)): print("value \(v)")
    }
}
show(boxes)

// expect: {"title":"New title"}
// expect: {}
// expect: {"archived":false,"body":""}
// expect: {"body":null,"title":null}
// expect: {"body":"b","title":"t"}
// expect: nil nil Optional(true)
// expect: ["x=nil", "y=1"]
// expect: absent
// expect: absent
// expect: value 3
// expect: [{},{},{"inner":3}]
