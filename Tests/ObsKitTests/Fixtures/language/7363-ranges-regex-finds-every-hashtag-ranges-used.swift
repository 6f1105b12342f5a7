// Swift Regex style (highlighting): ranges(of:) with a regex finds every hashtag, then the ranges are used to underline them
let post = "Loving #swift and #regex today! #WWDC22 was great; email me@x.io #no-tag"

let hashtag = #/#[A-Za-z0-9]+/#

let found = post.ranges(of: hashtag)
print("\(found.count) hashtags")
for range in found {
    let start = post.distance(from: post.startIndex, to: range.lowerBound)
    let length = post.distance(from: range.lowerBound, to: range.upperBound)
    print("  \(post[range]) at \(start), length \(length)")
}

var marker = Array(repeating: Character(" "), count: post.count)
for range in found {
    let start = post.distance(from: post.startIndex, to: range.lowerBound)
    let end = post.distance(from: post.startIndex, to: range.upperBound)
    for i in start..<end { marker[i] = "^" }
}
print(post)
print(String(marker).replacing(#/\s+$/#, with: ""))

let tags = found.map { post[$0].dropFirst().lowercased() }.sorted()
print("tags:", tags)

let plainRanges = post.ranges(of: "#")
print("hash signs: \(plainRanges.count)")

// expect: 4 hashtags
// expect:   #swift at 7, length 6
// expect:   #regex at 18, length 6
// expect:   #WWDC22 at 32, length 7
// expect:   #no at 65, length 3
// expect: Loving #swift and #regex today! #WWDC22 was great; email me@x.io #no-tag
// expect:        ^^^^^^     ^^^^^^        ^^^^^^^                          ^^^
// expect: tags: ["no", "regex", "swift", "wwdc22"]
// expect: hash signs: 4
