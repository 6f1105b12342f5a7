// Foundation in app code: catching DecodingError and printing each case (keyNotFound, typeMismatch, valueNotFound, dataCorrupted)
import Foundation

struct Item: Decodable {
    let id: Int
    let name: String
}

func tryDecode(_ label: String, _ json: String) {
    do {
        let item = try JSONDecoder().decode(Item.self, from: Data(json.utf8))
        print("\(label): ok \(item.id) \(item.name)")
    } catch DecodingError.keyNotFound(let key, _) {
        print("\(label): missing key '\(key.stringValue)'")
    } catch DecodingError.typeMismatch(let type, let context) {
        let path = context.codingPath.map(\.stringValue).joined(separator: ".")
        print("\(label): type mismatch for \(type) at \(path)")
    } catch DecodingError.valueNotFound(let type, let context) {
        let path = context.codingPath.map(\.stringValue).joined(separator: ".")
        print("\(label): null value for \(type) at \(path)")
    } catch DecodingError.dataCorrupted(_) {
        print("\(label): data corrupted")
    } catch {
        print("\(label): other error")
    }
}

tryDecode("good", #"{"id": 1, "name": "Widget"}"#)
tryDecode("missing", #"{"id": 2}"#)
tryDecode("wrongType", #"{"id": "three", "name": "Gadget"}"#)
tryDecode("nullName", #"{"id": 4, "name": null}"#)
tryDecode("broken", #"{"id": 5, "name": "#)
tryDecode("notJSON", "hello")

// expect: good: ok 1 Widget
// expect: missing: missing key 'name'
// expect: wrongType: type mismatch for Int at id
// expect: nullName: null value for String at name
// expect: broken: data corrupted
// expect: notJSON: data corrupted
