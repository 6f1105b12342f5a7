// App code style: decoding errors caught and printed by case
import Foundation

struct Product: Decodable {
    let id: Int
    let name: String
    let price: Double
}

func describe(_ error: Error) -> String {
    guard let decodingError = error as? DecodingError else { return "other error" }
    switch decodingError {
    case .keyNotFound(let key, let context):
        return "keyNotFound: \(key.stringValue) path=\(context.codingPath.map { $0.stringValue })"
    case .typeMismatch(let type, let context):
        return "typeMismatch: \(type) path=\(context.codingPath.map { $0.stringValue })"
    case .valueNotFound(let type, let context):
        return "valueNotFound: \(type) path=\(context.codingPath.map { $0.stringValue })"
    case .dataCorrupted:
        return "dataCorrupted"
    @unknown default:
        return "unknown"
    }
}

let samples = [
    #"{"id": 1, "name": "Lamp", "price": 19.99}"#,
    #"{"id": 2, "price": 5.0}"#,
    #"{"id": "three", "name": "Desk", "price": 120}"#,
    #"{"id": 4, "name": null, "price": 1}"#,
    #"{"id": 5, "name": "Chair", "price": 45"#,
    #"[{"id": 6, "name": "Rug", "price": 80}, {"id": 7, "name": "Mat"}]"#,
]

for (index, sample) in samples.enumerated() {
    let data = Data(sample.utf8)
    do {
        if sample.hasPrefix("[") {
            let products = try JSONDecoder().decode([Product].self, from: data)
            print("\(index): decoded \(products.count) products")
        } else {
            let product = try JSONDecoder().decode(Product.self, from: data)
            print("\(index): ok \(product.name) \(product.price)")
        }
    } catch {
        print("\(index): \(describe(error))")
    }
}
// expect: 0: ok Lamp 19.99
// expect: 1: keyNotFound: name path=[]
// expect: 2: typeMismatch: Int path=["id"]
// expect: 3: valueNotFound: String path=["name"]
// expect: 4: dataCorrupted
// expect: 5: keyNotFound: price path=["Index 1"]
