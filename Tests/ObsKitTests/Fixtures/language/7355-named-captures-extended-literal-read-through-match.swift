// Swift Regex style (markdown links): named captures in an extended literal read through match.output.text and match.output.url
let markdown = """
# Reading list
See [the Swift book](https://docs.swift.org/swift-book) first.
Then watch [Meet Swift Regex](https://developer.apple.com/videos/play/wwdc2022/110357/)
and [its sequel](https://developer.apple.com/videos/play/wwdc2022/110358/).
Images like ![logo](logo.png) are skipped, and [broken link]( no url.
"""

let linkPattern = #/(?<bang>!?)\[(?<text>[^\]]+)\]\((?<url>[^)\s]+)\)/#

var links: [(text: String, url: String)] = []
var images = 0
for match in markdown.matches(of: linkPattern) {
    if match.output.bang == "!" {
        images += 1
        continue
    }
    links.append((String(match.output.text), String(match.output.url)))
}

for (index, link) in links.enumerated() {
    print("\(index + 1). \(link.text) <\(link.url)>")
}
print("images skipped: \(images)")

let hosts = links.compactMap { link -> String? in
    guard let m = link.url.firstMatch(of: #/https?:\/\/([^\/]+)/#) else { return nil }
    return String(m.1)
}
print("hosts:", Array(Set(hosts)).sorted())

// expect: 1. the Swift book <https://docs.swift.org/swift-book>
// expect: 2. Meet Swift Regex <https://developer.apple.com/videos/play/wwdc2022/110357/>
// expect: 3. its sequel <https://developer.apple.com/videos/play/wwdc2022/110358/>
// expect: images skipped: 1
// expect: hosts: ["developer.apple.com", "docs.swift.org"]
