// Tutorial style (property wrappers): @DefaultEmpty and @DefaultFalse wrappers that fill in missing keys
// known-gap: `Default()` in a generic `extension KeyedDecodingContainer` method does not take its generic argument from the method's result type (`Default<P>`), so the wrapper's default `Provider.defaultValue` has no Provider
import Foundation

protocol DefaultValueProvider {
    associatedtype Value: Codable
    static var defaultValue: Value { get }
}

@propertyWrapper
struct Default<Provider: DefaultValueProvider>: Codable {
    var wrappedValue: Provider.Value

    init(wrappedValue: Provider.Value = Provider.defaultValue) {
        self.wrappedValue = wrappedValue
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? Provider.defaultValue : try container.decode(Provider.Value.self)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension KeyedDecodingContainer {
    func decode<P>(_ type: Default<P>.Type, forKey key: Key) throws -> Default<P> {
        try decodeIfPresent(type, forKey: key) ?? Default()
    }
}

enum False: DefaultValueProvider { static let defaultValue = false }
enum EmptyList: DefaultValueProvider { static let defaultValue: [String] = [] }
enum Zero: DefaultValueProvider { static let defaultValue = 0 }

struct Article: Codable {
    var title: String
    @Default<False> var isFeatured: Bool
    @Default<EmptyList> var tags: [String]
    @Default<Zero> var commentCount: Int
}

let json = """
[
  {"title": "Wrappers 101"},
  {"title": "Codable tricks", "isFeatured": true, "tags": ["swift", "json"], "commentCount": 12},
  {"title": "Nulls", "isFeatured": null, "tags": null}
]
"""

let articles = try JSONDecoder().decode([Article].self, from: Data(json.utf8))
for article in articles {
    print("\(article.title): featured=\(article.isFeatured) tags=\(article.tags) comments=\(article.commentCount)")
}

var edited = articles[0]
edited.tags.append("new")
edited.isFeatured.toggle()
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(edited), as: UTF8.self))
print(articles.filter(\.isFeatured).map(\.title), articles.map(\.commentCount).reduce(0, +))

// expect: Wrappers 101: featured=false tags=[] comments=0
// expect: Codable tricks: featured=true tags=["swift", "json"] comments=12
// expect: Nulls: featured=false tags=[] comments=0
// expect: {"commentCount":0,"isFeatured":true,"tags":["new"],"title":"Wrappers 101"}
// expect: ["Codable tricks"] 12
