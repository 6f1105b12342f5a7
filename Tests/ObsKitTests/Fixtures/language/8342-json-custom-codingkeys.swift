// Foundation in app code: custom CodingKeys to rename JSON fields in both directions
import Foundation

struct Article: Codable {
    let id: Int
    let title: String
    let authorName: String
    let publishedYear: Int

    enum CodingKeys: String, CodingKey {
        case id
        case title = "headline"
        case authorName = "author"
        case publishedYear = "year"
    }
}

let input = """
{"id": 7, "headline": "Codable in Depth", "author": "John Sundell", "year": 2019}
"""

do {
    let article = try JSONDecoder().decode(Article.self, from: input.data(using: .utf8)!)
    print(article.title)
    print("by \(article.authorName), \(article.publishedYear)")

    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let output = try encoder.encode(article)
    print(String(data: output, encoding: .utf8)!)
    print(Article.CodingKeys.authorName.stringValue)
} catch {
    print("Error: \(error)")
}

// expect: Codable in Depth
// expect: by John Sundell, 2019
// expect: {"author":"John Sundell","headline":"Codable in Depth","id":7,"year":2019}
// expect: author
