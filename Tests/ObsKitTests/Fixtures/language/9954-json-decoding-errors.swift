// Apple docs style (DecodingError): catching and describing decoding failures
import Foundation

struct Landmark: Decodable {
    let name: String
    let foundingYear: Int
    let location: Location
    struct Location: Decodable {
        let latitude: Double
        let longitude: Double
    }
}

func path(_ codingPath: [CodingKey]) -> String {
    codingPath.isEmpty ? "<root>" : codingPath.map { key in
        key.intValue.map { "[\($0)]" } ?? key.stringValue
    }.joined(separator: ".")
}

func attempt(_ label: String, _ json: String) {
    do {
        let value = try JSONDecoder().decode(Landmark.self, from: Data(json.utf8))
        print("\(label): ok -> \(value.name) (\(value.foundingYear)) at \(value.location.latitude),\(value.location.longitude)")
    } catch let DecodingError.keyNotFound(key, context) {
        print("\(label): keyNotFound '\(key.stringValue)' at \(path(context.codingPath))")
    } catch let DecodingError.typeMismatch(type, context) {
        print("\(label): typeMismatch expected \(type) at \(path(context.codingPath))")
    } catch let DecodingError.valueNotFound(type, context) {
        print("\(label): valueNotFound \(type) at \(path(context.codingPath))")
    } catch DecodingError.dataCorrupted(let context) {
        print("\(label): dataCorrupted at \(path(context.codingPath))")
    } catch {
        print("\(label): unknown error")
    }
}

attempt("valid", #"{"name":"Golden Gate","foundingYear":1937,"location":{"latitude":37.8,"longitude":-122.5}}"#)
attempt("missing key", #"{"name":"Golden Gate","location":{"latitude":37.8,"longitude":-122.5}}"#)
attempt("nested missing", #"{"name":"Golden Gate","foundingYear":1937,"location":{"latitude":37.8}}"#)
attempt("wrong type", #"{"name":"Golden Gate","foundingYear":"1937","location":{"latitude":37.8,"longitude":-122.5}}"#)
attempt("null value", #"{"name":null,"foundingYear":1937,"location":{"latitude":37.8,"longitude":-122.5}}"#)
attempt("nested type", #"{"name":"X","foundingYear":1,"location":{"latitude":"north","longitude":0}}"#)
attempt("not json", "this is not json")
attempt("array root", #"[1, 2, 3]"#)

// Errors inside arrays report the element index
func attemptList(_ json: String) {
    do {
        let list = try JSONDecoder().decode([Landmark].self, from: Data(json.utf8))
        print("list ok:", list.map { $0.name })
    } catch let DecodingError.keyNotFound(key, context) {
        print("list keyNotFound '\(key.stringValue)' at \(path(context.codingPath))")
    } catch let DecodingError.typeMismatch(_, context) {
        print("list typeMismatch at \(path(context.codingPath))")
    } catch DecodingError.dataCorrupted {
        print("list dataCorrupted (number does not fit)")
    } catch {
        print("list other error")
    }
}
let good = #"{"name":"A","foundingYear":1,"location":{"latitude":0,"longitude":0}}"#
let bad = #"{"name":"B","location":{"latitude":0,"longitude":0}}"#
attemptList("[\(good),\(good)]")
attemptList("[\(good),\(bad)]")
attemptList(#"[{"name":"C","foundingYear":2.5,"location":{"latitude":0,"longitude":0}}]"#)

// Turning errors into a simple enum for the caller
enum LoadResult { case loaded(String), failed(reason: String) }
func load(_ json: String) -> LoadResult {
    do {
        return .loaded(try JSONDecoder().decode(Landmark.self, from: Data(json.utf8)).name)
    } catch let error as DecodingError {
        switch error {
        case .keyNotFound(let key, _): return .failed(reason: "missing \(key.stringValue)")
        case .typeMismatch: return .failed(reason: "wrong type")
        case .valueNotFound: return .failed(reason: "null")
        case .dataCorrupted: return .failed(reason: "corrupted")
        @unknown default: return .failed(reason: "unknown")
        }
    } catch {
        return .failed(reason: "other")
    }
}
for json in [good, bad, "{"] {
    switch load(json) {
    case .loaded(let name): print("loaded", name)
    case .failed(let reason): print("failed:", reason)
    }
}

// expect: valid: ok -> Golden Gate (1937) at 37.8,-122.5
// expect: missing key: keyNotFound 'foundingYear' at <root>
// expect: nested missing: keyNotFound 'longitude' at location
// expect: wrong type: typeMismatch expected Int at foundingYear
// expect: null value: valueNotFound String at name
// expect: nested type: typeMismatch expected Double at location.latitude
// expect: not json: dataCorrupted at <root>
// expect: array root: typeMismatch expected Dictionary<String, Any> at <root>
// expect: list ok: ["A", "A"]
// expect: list keyNotFound 'foundingYear' at [1]
// expect: list dataCorrupted (number does not fit)
// expect: loaded A
// expect: failed: missing foundingYear
// expect: failed: corrupted
