// Tutorial style (output formatting): prettyPrinted, sortedKeys and withoutEscapingSlashes compared side by side
import Foundation

struct Link: Codable {
    let title: String
    let url: String
    let clicks: Int
}

struct Page: Codable {
    let slug: String
    let links: [Link]
    let meta: [String: String]
    let empty: [Int]
}

let page = Page(
    slug: "swift/codable",
    links: [
        Link(title: "Docs", url: "https://swift.org/documentation/", clicks: 12),
        Link(title: "Forum", url: "https://forums.swift.org", clicks: 3),
    ],
    meta: ["lang": "en", "author": "Sam"],
    empty: []
)

let encoder = JSONEncoder()

encoder.outputFormatting = [.sortedKeys]
print(String(decoding: try encoder.encode(page.links[1]), as: UTF8.self))

encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
print(String(decoding: try encoder.encode(page.links[1]), as: UTF8.self))

encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
let pretty = String(decoding: try encoder.encode(page), as: UTF8.self)
print(pretty)

encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
print(String(decoding: try encoder.encode(page.meta), as: UTF8.self))
print(String(decoding: try encoder.encode([[1, 2], [], [3]]), as: UTF8.self))

let lineCount = pretty.split(separator: "\n").count
print("Pretty output has \(lineCount) lines")
let back = try JSONDecoder().decode(Page.self, from: Data(pretty.utf8))
print(back.slug, back.links.map(\.clicks), back.meta.count)

// expect: {"clicks":3,"title":"Forum","url":"https:\/\/forums.swift.org"}
// expect: {"clicks":3,"title":"Forum","url":"https://forums.swift.org"}
// expect: {
// expect:   "empty" : [
// expect:
// expect:   ],
// expect:   "links" : [
// expect:     {
// expect:       "clicks" : 12,
// expect:       "title" : "Docs",
// expect:       "url" : "https:\/\/swift.org\/documentation\/"
// expect:     },
// expect:     {
// expect:       "clicks" : 3,
// expect:       "title" : "Forum",
// expect:       "url" : "https:\/\/forums.swift.org"
// expect:     }
// expect:   ],
// expect:   "meta" : {
// expect:     "author" : "Sam",
// expect:     "lang" : "en"
// expect:   },
// expect:   "slug" : "swift\/codable"
// expect: }
// expect: {
// expect:   "author" : "Sam",
// expect:   "lang" : "en"
// expect: }
// expect: [
// expect:   [
// expect:     1,
// expect:     2
// expect:   ],
// expect:   [
// expect:
// expect:   ],
// expect:   [
// expect:     3
// expect:   ]
// expect: ]
// expect: Pretty output has 21 lines
// expect: swift/codable [12, 3] 2
