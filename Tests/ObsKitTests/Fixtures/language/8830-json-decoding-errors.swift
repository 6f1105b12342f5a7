// Apple docs style (DecodingError): reporting what went wrong in a bad payload
import Foundation

struct Contact: Decodable {
    var name: String
    var age: Int
    var phones: [String]
}

func pathString(_ path: [CodingKey]) -> String {
    if path.isEmpty { return "<root>" }
    return path.map { key in
        if let index = key.intValue { return "[\(index)]" }
        return "." + key.stringValue
    }.joined()
}

func check(_ label: String, _ json: String) {
    do {
        let contacts = try JSONDecoder().decode([Contact].self, from: Data(json.utf8))
        print("\(label): ok, \(contacts.count) contacts")
    } catch let DecodingError.typeMismatch(type, context) {
        print("\(label): type mismatch, expected \(type) at \(pathString(context.codingPath))")
    } catch let DecodingError.keyNotFound(key, context) {
        print("\(label): key '\(key.stringValue)' not found at \(pathString(context.codingPath))")
    } catch let DecodingError.valueNotFound(type, context) {
        print("\(label): null where \(type) expected at \(pathString(context.codingPath))")
    } catch DecodingError.dataCorrupted(let context) {
        print("\(label): data corrupted at \(pathString(context.codingPath))")
    } catch {
        print("\(label): other error")
    }
}

check("good", #"[{"name":"Ann","age":30,"phones":["555-0100"]}]"#)
check("string age", #"[{"name":"Ann","age":"thirty","phones":[]}]"#)
check("missing age", #"[{"name":"Ann","age":30,"phones":[]},{"name":"Bob","phones":[]}]"#)
check("null name", #"[{"name":null,"age":30,"phones":[]}]"#)
check("bad phone", #"[{"name":"Ann","age":30,"phones":["555",42]}]"#)
check("not json", "[{name: Ann}")
check("empty list", "[]")

// expect: good: ok, 1 contacts
// expect: string age: type mismatch, expected Int at [0].age
// expect: missing age: key 'age' not found at [1]
// expect: null name: null where String expected at [0].name
// expect: bad phone: type mismatch, expected String at [0].phones[1]
// expect: not json: data corrupted at <root>
// expect: empty list: ok, 0 contacts
