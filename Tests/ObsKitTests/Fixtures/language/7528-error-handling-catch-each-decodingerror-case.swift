// Tutorial style (error handling): catch each DecodingError case and print a readable message with its coding path
import Foundation

struct Product: Decodable {
    let id: Int
    let name: String
    let price: Double
    let variants: [Variant]

    struct Variant: Decodable {
        let color: String
        let stock: Int
    }
}

func describe(_ error: Error) -> String {
    guard let decodingError = error as? DecodingError else {
        return "Not a decoding error: \(error)"
    }
    func path(_ codingPath: [CodingKey]) -> String {
        codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
    }
    switch decodingError {
    case .keyNotFound(let key, let context):
        return "keyNotFound '\(key.stringValue)' at \(path(context.codingPath))"
    case .typeMismatch(let type, let context):
        return "typeMismatch \(type) at \(path(context.codingPath)): \(context.debugDescription)"
    case .valueNotFound(let type, let context):
        return "valueNotFound \(type) at \(path(context.codingPath)): \(context.debugDescription)"
    case .dataCorrupted(let context):
        return "dataCorrupted at '\(path(context.codingPath))': \(context.underlyingError == nil ? "no underlying error" : "has underlying error")"
    @unknown default:
        return "unknown"
    }
}

let inputs = [
    #"{"id": 1, "name": "Mug", "price": 7.5, "variants": [{"color": "red", "stock": 3}]}"#,
    #"{"id": 2, "name": "Cap", "variants": []}"#,
    #"{"id": 3, "name": "Hat", "price": "cheap", "variants": []}"#,
    #"{"id": 4, "name": null, "price": 1, "variants": []}"#,
    #"{"id": 5, "name": "Bag", "price": 20, "variants": [{"color": "blue", "stock": 1}, {"color": "green"}]}"#,
    #"{"id": 6, "name": "Pen", "price": 2, "variants": [{"color": "black", "stock": 1.5}]}"#,
    #"{"id": 7, "name": "Broken""#,
]

let decoder = JSONDecoder()
for (n, input) in inputs.enumerated() {
    do {
        let product = try decoder.decode(Product.self, from: Data(input.utf8))
        print("\(n): ok \(product.name) \(product.price) variants=\(product.variants.count)")
    } catch {
        print("\(n): \(describe(error))")
    }
}

struct Wrapper: Error {}
print(describe(Wrapper()))

// expect: 0: ok Mug 7.5 variants=1
// expect: 1: keyNotFound 'price' at 
// expect: 2: typeMismatch Double at .price: Expected to decode Double but found a string instead.
// expect: 3: valueNotFound String at .name: Cannot get value of type String -- found null value instead
// expect: 4: keyNotFound 'stock' at .variants[1]
// expect: 5: dataCorrupted at '': no underlying error
// expect: 6: dataCorrupted at '': no underlying error
// expect: Not a decoding error: Wrapper()
