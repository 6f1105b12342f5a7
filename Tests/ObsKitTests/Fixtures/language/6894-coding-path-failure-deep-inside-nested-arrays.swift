// Hacking with Swift style (decoding errors in arrays): the coding path of a failure deep inside nested arrays and objects
import Foundation

struct Team: Decodable {
    var name: String
    var members: [Member]
}

struct Member: Decodable {
    var name: String
    var age: Int
    var roles: [String]
}

func report(_ label: String, _ json: String) {
    do {
        let teams = try JSONDecoder().decode([Team].self, from: Data(json.utf8))
        print(label, "ok:", teams.map { "\($0.name)(\($0.members.count))" }.joined(separator: " "))
    } catch let DecodingError.keyNotFound(key, context) {
        print(label, "keyNotFound", key.stringValue, "path:", context.codingPath.map(\.stringValue))
    } catch let DecodingError.typeMismatch(type, context) {
        print(label, "typeMismatch", type, "path:", context.codingPath.map(\.stringValue))
    } catch let DecodingError.valueNotFound(type, context) {
        print(label, "valueNotFound", type, "path:", context.codingPath.map(\.stringValue))
    } catch DecodingError.dataCorrupted {
        print(label, "dataCorrupted")
    } catch {
        print(label, "unexpected")
    }
}

report("good", """
[{"name": "Blue", "members": [{"name": "Ann", "age": 30, "roles": ["lead"]}]},
 {"name": "Red", "members": []}]
""")
report("missing", """
[{"name": "Blue", "members": [{"name": "Ann", "age": 30, "roles": []}, {"name": "Bo", "roles": []}]}]
""")
report("wrong", """
[{"name": "Blue", "members": []}, {"name": "Red", "members": [{"name": "Cy", "age": 22, "roles": ["dev", 7]}]}]
""")
report("null", """
[{"name": "Blue", "members": [{"name": null, "age": 1, "roles": []}]}]
""")
report("notarray", """
{"name": "Blue", "members": []}
""")
report("garbage", "[{]")

// expect: good ok: Blue(1) Red(0)
// expect: missing keyNotFound age path: ["Index 0", "members", "Index 1"]
// expect: wrong typeMismatch String path: ["Index 1", "members", "Index 0", "roles", "Index 1"]
// expect: null valueNotFound String path: ["Index 0", "members", "Index 0", "name"]
// expect: notarray typeMismatch Array<Any> path: []
// expect: garbage dataCorrupted
